// Whether a record is the record of a table: it ends where the table stands. A move's end is kept
// to the micrometre (geometry/record/round.ts), so a base is where the record says within a step.
import { GamePositions, type GameRecord, type Scene } from '../engine/record';

/** Two kept steps: a coordinate rounded to the micrometre is within half a step of the exact one. */
export const ENDS_TOLERANCE_MM = 0.002;

export function endsAt(game: GameRecord, scene: Scene): boolean {
  const end = new GamePositions(game, Math.max(1, game.entries.length)).after(game.entries.length);
  if (canon(end.scenery) !== canon(scene.scenery)) return false;
  if (end.fighters.length !== scene.fighters.length) return false;
  return end.fighters.every((f, i) => {
    const g = scene.fighters[i];
    const turned = Math.abs(((f.facing - g.facing + 540) % 360) - 180);
    const apart = Math.hypot(f.position[0] - g.position[0], f.position[1] - g.position[1]);
    const rest = canon({ ...f, position: 0, facing: 0 }) === canon({ ...g, position: 0, facing: 0 });
    return rest && apart <= ENDS_TOLERANCE_MM && turned <= ENDS_TOLERANCE_MM;
  });
}

/** JSON with every object's keys in order: the same value, the same text. */
export function canon(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canon).join(',')}]`;
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canon(o[k])}`).join(',')}}`;
}
