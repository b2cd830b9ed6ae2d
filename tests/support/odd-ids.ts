// Random scenes whose ids JSON must escape (a quote, a backslash, a control character, a newline,
// several bytes of UTF-8), on tables with blockers and contacts: what `mire check`'s writers must
// print exactly as jsonLine(world.check()) does.
import { randomScene } from '../../bench/scenes';
import type { Scene } from '../../geometry/scene';

export type OddSize = { readonly fighters: number; readonly table: { width: number; depth: number } };

/** Every third id gets `"q"\é` and a control character, every third a newline and an arrow. */
export function oddScene(seed: number, ruleset: Scene['ruleset'], size: OddSize): Scene {
  const scene = randomScene(seed, {
    fighters: size.fighters,
    scenery: 8,
    table: size.table,
    contactChance: 0.3,
    ruleset,
  });
  const rename = (id: string, k: number) => (k % 3 === 0 ? `${id} "q"\\é\u0001` : k % 3 === 1 ? `${id}\n→` : id);
  return {
    ...scene,
    fighters: scene.fighters.map((f, k) => ({ ...f, id: rename(f.id, k) })),
    scenery: scene.scenery.map((s, k) => ({ ...s, id: rename(s.id, k + 1) })),
  };
}
