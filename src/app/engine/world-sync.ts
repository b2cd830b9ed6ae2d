// The World kept in sync with the store's scene incrementally: moveFighter for placement changes,
// a rebuild only on structural edits. Every engine answer the app draws is read from it.
import { type FighterSpec, type Scene, World } from '../../../geometry/index';

/** A fighter being dragged or turned: its provisional placement, not yet in the scene. */
export type Placement = { id: string; position: [number, number]; facing: number };

let world: World | null = null;
let worldScenery: Scene['scenery'] | null = null;
let worldTable: Scene['table'] | null = null;
let worldOptions: Scene['options'] | null = null;
let worldRuleset: Scene['ruleset'] | null = null;
/** The spec objects the world was last synced with (by id), to spot structural edits cheaply. */
let worldSpecs = new Map<string, FighterSpec>();
let worldOrder: string[] = [];
let rebuilds = 0;

function sameExceptPlacement(a: FighterSpec, b: FighterSpec): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    if (k === 'position' || k === 'facing') continue;
    if ((a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]) return false;
  }
  return true;
}

function rebuild(scene: Scene): World {
  rebuilds++;
  world = new World(scene);
  worldScenery = scene.scenery;
  worldTable = scene.table;
  worldOptions = scene.options;
  worldRuleset = scene.ruleset;
  worldSpecs = new Map(scene.fighters.map((f) => [f.id, f]));
  worldOrder = scene.fighters.map((f) => f.id);
  return world;
}

function placeIfMoved(w: World, id: string, position: readonly [number, number], facing: number): void {
  const cur = w.fighter(id);
  if (cur.position[0] === position[0] && cur.position[1] === position[1] && cur.facing === facing) return;
  w.moveFighter(id, position, facing);
}

/**
 * The World for this scene, with an optional provisional placement applied. Placement-only
 * changes (a drag, a committed move, its undo) move fighters in place; anything else rebuilds.
 */
export function worldFor(scene: Scene, placement?: Placement | null): World {
  const structural =
    !world ||
    scene.scenery !== worldScenery ||
    scene.table !== worldTable ||
    scene.options !== worldOptions ||
    scene.ruleset !== worldRuleset ||
    scene.fighters.length !== worldOrder.length ||
    scene.fighters.some((f, i) => f.id !== worldOrder[i] || !sameExceptPlacement(f, worldSpecs.get(f.id)!));
  const w = structural ? rebuild(scene) : world!;
  for (const f of scene.fighters) {
    if (placement && f.id === placement.id) placeIfMoved(w, f.id, placement.position, placement.facing);
    else placeIfMoved(w, f.id, f.position, f.facing);
  }
  return w;
}

/** How many times a World was built from scratch (the tests and the bench read it). */
export function worldRebuilds(): number {
  return rebuilds;
}
