// Applying an entry to a scene (pure: the scene given is never changed). A move puts its mover
// where the record says the base ended (the verdict's position and facing: what was played on the
// table); an edit adds, moves, removes or changes a fighter or a piece of scenery; shots, areas,
// dispersions and markers leave the scene as it was.
import { quote } from '../quote';
import type { FighterSpec, Scene, ScenerySpec } from '../scene';
import { EntryProblem } from './entry-problem';
import type { RecordEdit, RecordEntry } from './types';

export function applyEntry(scene: Scene, entry: RecordEntry): Scene {
  switch (entry.type) {
    case 'move':
      return placeFighter(scene, entry.mover, entry.verdict.position, entry.verdict.facingDeg, 'mover');
    case 'edit':
      return applyEdit(scene, entry.edit);
    case 'turn':
    case 'activation':
    case 'shot':
    case 'dispersion':
    case 'template':
    case 'area':
      return scene;
  }
}

function applyEdit(scene: Scene, edit: RecordEdit): Scene {
  switch (edit.kind) {
    case 'fighter-added':
      if (scene.fighters.some((f) => f.id === edit.fighter.id) || scene.scenery.some((s) => s.id === edit.fighter.id))
        throw new EntryProblem('edit.fighter.id', `${quote(edit.fighter.id)} is already on the table`);
      return { ...scene, fighters: [...scene.fighters, edit.fighter] };
    case 'fighter-moved':
      return placeFighter(scene, edit.id, edit.position, edit.facingDeg, 'edit.id');
    case 'fighter-removed':
      fighterIndex(scene, edit.id, 'edit.id');
      return { ...scene, fighters: scene.fighters.filter((f) => f.id !== edit.id) };
    case 'fighter-changed':
      return replaceFighter(scene, fighterIndex(scene, edit.fighter.id, 'edit.fighter.id'), edit.fighter);
    case 'scenery-added':
      if (scene.scenery.some((s) => s.id === edit.scenery.id) || scene.fighters.some((f) => f.id === edit.scenery.id))
        throw new EntryProblem('edit.scenery.id', `${quote(edit.scenery.id)} is already on the table`);
      return { ...scene, scenery: [...scene.scenery, edit.scenery] };
    case 'scenery-moved': {
      const i = sceneryIndex(scene, edit.id, 'edit.id');
      return replaceScenery(scene, i, translated(scene.scenery[i], edit.byMm));
    }
    case 'scenery-removed':
      sceneryIndex(scene, edit.id, 'edit.id');
      return { ...scene, scenery: scene.scenery.filter((s) => s.id !== edit.id) };
    case 'scenery-changed':
      return replaceScenery(scene, sceneryIndex(scene, edit.scenery.id, 'edit.scenery.id'), edit.scenery);
  }
}

function placeFighter(
  scene: Scene,
  id: string,
  position: readonly [number, number],
  facingDeg: number,
  field: string,
): Scene {
  const i = fighterIndex(scene, id, field);
  return replaceFighter(scene, i, { ...scene.fighters[i], position: [position[0], position[1]], facing: facingDeg });
}

function replaceFighter(scene: Scene, i: number, spec: FighterSpec): Scene {
  const fighters = scene.fighters.slice();
  fighters[i] = spec;
  return { ...scene, fighters };
}

function replaceScenery(scene: Scene, i: number, spec: ScenerySpec): Scene {
  const scenery = scene.scenery.slice();
  scenery[i] = spec;
  return { ...scene, scenery };
}

function translated(s: ScenerySpec, [dx, dy]: readonly [number, number]): ScenerySpec {
  const shape =
    s.shape.type === 'circle'
      ? { ...s.shape, center: [s.shape.center[0] + dx, s.shape.center[1] + dy] as [number, number] }
      : { ...s.shape, points: s.shape.points.map(([x, y]) => [x + dx, y + dy] as [number, number]) };
  return { ...s, shape };
}

/** The fighter's index in the scene; an id not on the table at this point of the game is refused. */
export function fighterIndex(scene: Scene, id: string, field: string): number {
  const i = scene.fighters.findIndex((f) => f.id === id);
  if (i < 0) throw new EntryProblem(field, `no fighter ${quote(id)} on the table at this point of the game`);
  return i;
}

function sceneryIndex(scene: Scene, id: string, field: string): number {
  const i = scene.scenery.findIndex((s) => s.id === id);
  if (i < 0) throw new EntryProblem(field, `no scenery ${quote(id)} on the table at this point of the game`);
  return i;
}
