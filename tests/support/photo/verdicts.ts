// The `mire check` verdicts of the scene that made a photo against those of the scene rebuilt from
// it (issue 35): each base at its fitted centre with its true facing (the player sets facings), the
// pairs of bases the photo refused left out. And whether the trust (src/photo/trust.ts) said each
// verdict that changed could change.
import { type Scene, World, parseScene } from '../../../geometry/index';
import { SceneTrust } from '../../../src/photo/trust';
import type { BaseMeasure } from './measure';
import type { PhotoScene } from './scene';

export type VerdictComparison = {
  /** Verdicts compared: touching, contact, in view and sees, for every ordered pair of fitted bases. */
  compared: number;
  unchanged: number;
  /** Of those that changed, how many the trust said could change. */
  changed: number;
  changedFlagged: number;
  /** Of those that stayed, how many the trust said could change (the price of its caution). */
  unchangedFlagged: number;
};

/** The photo's true scene, as `mire check` reads it: sides alternate along the crowd. */
export function trueScene(photo: PhotoScene): Scene {
  return parseScene({
    version: 1,
    table: { width: photo.table.widthMm, depth: photo.table.depthMm },
    fighters: photo.bases.map((b, k) => ({
      id: b.id,
      side: k % 2 === 0 ? 'red' : 'blue',
      size: 2,
      mov: 10,
      base: b.base,
      position: [...b.position],
      facing: b.facingDeg,
    })),
  });
}

export function compareVerdicts(photo: PhotoScene, measured: readonly BaseMeasure[]): VerdictComparison {
  const truth = trueScene(photo);
  const fitted = new Map(measured.filter((m) => m.centre).map((m) => [m.id, m]));
  // Rebuilt as the photo says; not validated again: fitted bases may overlap by their error.
  const fighters = truth.fighters
    .filter((f) => fitted.has(f.id))
    .map((f) => ({ ...f, position: [fitted.get(f.id)!.centre!.x, fitted.get(f.id)!.centre!.y] as [number, number] }));
  const rebuilt: Scene = { ...truth, fighters };
  const trust = new SceneTrust(rebuilt, new Map([...fitted].map(([id, m]) => [id, m.uncertaintyMm!])));
  const truthWorld = new World({ ...truth, fighters: truth.fighters.filter((f) => fitted.has(f.id)) });
  const out: VerdictComparison = { compared: 0, unchanged: 0, changed: 0, changedFlagged: 0, unchangedFlagged: 0 };
  for (const a of fighters) {
    for (const b of fighters) {
      if (a.id === b.id) continue;
      const t = trust.pair(a.id, b.id);
      const v = truthWorld.pair(a.id, b.id);
      const held = [
        [t.touching, v.touching],
        [t.contact, v.contact],
        [t.inView, v.inView],
        [t.sees, v.los],
      ] as const;
      for (const [said, real] of held) {
        out.compared++;
        const same = said.value === real;
        if (same) out.unchanged++;
        else out.changed++;
        if (!same && !said.stays) out.changedFlagged++;
        if (same && !said.stays) out.unchangedFlagged++;
      }
    }
  }
  return out;
}
