// Trusting a scene made from a photo (issue 35): for each verdict asked of it, whether it could
// change were each base anywhere within its measured uncertainty of where the photo put it. The
// facings are the player's (set by hand), the scenery is taken as placed; only the centres move.
// Moving base A by at most uA and B by at most uB moves every point of one against the other by at
// most U = uA + uB, so each length between them moves by at most U: the closed forms below.
import { type Base, type Scene, type SightVerdict, World } from '../../geometry/index';

/** A verdict of the photo's scene and whether it holds wherever the bases truly stand within U. */
export type Held<T> = { readonly value: T; readonly stays: boolean };

/** One ordered pair's verdicts, each with its trust. */
export type PairTrust = {
  readonly from: string;
  readonly to: string;
  /** U: the two bases' uncertainties summed, mm. */
  readonly plusMinusMm: number;
  /** edge to edge as measured; the truth lies within ± plusMinusMm of it. */
  readonly distanceMm: number;
  /** within τ. */
  readonly touching: Held<boolean>;
  /** R-3.3 (R-3.2 for square and rectangular bases). */
  readonly contact: Held<boolean>;
  /** */
  readonly inView: Held<boolean>;
  /** */
  readonly sees: Held<SightVerdict>;
};

/**
 * a length within τ over a threshold counts as at it: is the length at most the threshold,
 * and does that stay so for any length within ±U of the measured one? For a range band or a
 * reach measured straight; a route round obstacles that moved too may lengthen more.
 */
export function lengthTrust(lengthMm: number, thresholdMm: number, plusMinusMm: number, toleranceMm: number) {
  const within = lengthMm <= thresholdMm + toleranceMm;
  const stays = within
    ? lengthMm + plusMinusMm <= thresholdMm + toleranceMm
    : lengthMm - plusMinusMm > thresholdMm + toleranceMm;
  return { value: within, stays };
}

/** touching (the gap within τ), held when no gap within ±U of the measured one crosses τ. */
export function touchTrust(gapMm: number, plusMinusMm: number, toleranceMm: number): Held<boolean> {
  return lengthTrust(gapMm, 0, plusMinusMm, toleranceMm);
}

/** The base grown (by > 0) or shrunk on every side by `byMm`: what any move within byMm covers, or always covers. */
function grownBase(base: Base, byMm: number): Base {
  const size = (mm: number) => Math.max(0.01, mm + 2 * byMm);
  switch (base.type) {
    case 'round':
      return { type: 'round', diameter: size(base.diameter) };
    case 'square':
      return { type: 'square', width: size(base.width) };
    case 'rect':
      return { type: 'rect', width: size(base.width), depth: size(base.depth) };
  }
}

/** The trust of every verdict of the pair (from, to) of a scene made from a photo. */
export class SceneTrust {
  private readonly world: World;

  constructor(
    readonly scene: Scene,
    /** Each fighter's uncertainty (about 95%), mm; a fighter not listed is taken as exact. */
    readonly uncertaintyMm: ReadonlyMap<string, number>,
  ) {
    this.world = new World(scene);
  }

  private u(id: string): number {
    return this.uncertaintyMm.get(id) ?? 0;
  }

  pair(from: string, to: string): PairTrust {
    const v = this.world.pair(from, to);
    const plusMinusMm = this.u(from) + this.u(to);
    const tol = this.scene.options.tolerance;
    const touching = touchTrust(v.distanceMm, plusMinusMm, tol);
    const contact = { value: v.contact, stays: this.contactStays(from, to, v.contact, touching, plusMinusMm) };
    const hard = this.moved(from, to, 1, -1).pair(from, to);
    const easy = this.moved(from, to, -1, 1).pair(from, to);
    // A full view must hold over the grown target's every direction too, past grown barriers.
    const wide = v.los === 'full' ? this.moved(from, to, 1, 1).pair(from, to).los : v.los;
    return {
      from,
      to,
      plusMinusMm,
      distanceMm: v.distanceMm,
      touching,
      contact,
      inView: { value: v.inView, stays: hard.inView === v.inView && easy.inView === v.inView },
      sees: { value: v.los, stays: hard.los === v.los && easy.los === v.los && wide === v.los },
    };
  }

  /**
   * asks that half a side lie within τ: each point of the side moves by at most U, so the
   * share within τ after any move lies between the shares within τ − U and τ + U now (with the
   * bases held touching, τ − U ≥ the gap ≥ 0). Contact holds when both say the same.
   */
  private contactStays(from: string, to: string, value: boolean, touching: Held<boolean>, u: number): boolean {
    if (!touching.stays) return false;
    if (!touching.value) return true;
    const tol = this.scene.options.tolerance;
    return this.pairAlone(from, to, tol - u) === value && this.pairAlone(from, to, tol + u) === value;
  }

  private pairAlone(from: string, to: string, toleranceMm: number): boolean {
    const fighters = this.scene.fighters.filter((f) => f.id === from || f.id === to);
    const options = { ...this.scene.options, tolerance: toleranceMm };
    return new World({ ...this.scene, fighters, scenery: [], options }).pair(from, to).contact;
  }

  /**
   * The scene with every other base grown (way 1) or shrunk (−1) by its uncertainty, the target
   * by its own the `targetWay`. Moving the viewer is moving all else the other way, so the viewer
   * stays and each other base takes its uncertainty plus the viewer's: grown, a base covers
   * wherever it may stand; shrunk, where it stands in every case. Barriers grown and the target
   * shrunk, any line left open and any part in view are so in truth; barriers
   * shrunk and the target grown, any line closed is closed in truth: exact for "sees at all" and
   * "in view". Between full and partial the verdict is re-judged at these extremes and
   * with both grown, which holds unless a barrier stands within U of the target's edge.
   */
  private moved(from: string, to: string, barrierWay: -1 | 1, targetWay: -1 | 1): World {
    const uFrom = this.u(from);
    const fighters = this.scene.fighters.map((f) => {
      if (f.id === from) return f;
      const by = (f.id === to ? targetWay : barrierWay) * (this.u(f.id) + uFrom);
      return { ...f, base: grownBase(f.base, by) };
    });
    return new World({ ...this.scene, fighters });
  }
}
