// A table as it would stand after a change no move has made yet: a target gone, fighters
// pushed aside. The one place the moves build a World of their own: the judges ask it
// exactly what they ask the table.
import type { FighterSpec } from '../scene';
import { World } from '../world';

export type WhatIf = {
  /** Fighters taken off the table. */
  readonly removed?: readonly string[];
  /** Fighters standing elsewhere (their whole spec, as the scene holds it). */
  readonly moved?: ReadonlyMap<string, FighterSpec>;
};

/** The world with those fighters gone and those moved; the same scene otherwise. */
export function worldWith(world: World, change: WhatIf): World {
  const removed = new Set(change.removed ?? []);
  const fighters = world.scene.fighters.filter((f) => !removed.has(f.id)).map((f) => change.moved?.get(f.id) ?? f);
  return new World({ ...world.scene, fighters });
}
