// SourceSight (what `check` uses, a source's barriers in flat arrays) against
// sightSummary (what a single pair uses) through the same barriers: the same verdict, the same
// fraction to the last bit and the same blockers in the same order, on seeded tables with
// scenery, contact, flyers and passable pieces, from every fighter's sight to its targets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomScene } from '../bench/scenes';
import { erode } from '../geometry/sight/barrier';
import { sightPoint } from '../geometry/base';
import { bbox, distPointFootprint } from '../geometry/footprint';
import { type SightBarrier, SourceSight, barrierTable, sightSummary } from '../geometry/sight';
import { fighterFootprint, sceneryFootprint } from '../geometry/world';

/** The scene's barriers as the World builds them (footprints eroded by τ, R-5.2), scenery first. */
function barriersOf(scene: ReturnType<typeof randomScene>): SightBarrier[] {
  const tol = scene.options.tolerance;
  const out: SightBarrier[] = [];
  for (const s of scene.scenery) {
    const fp = sceneryFootprint(s);
    out.push({ id: s.id, kind: 'scenery', size: s.size ?? Infinity, shape: erode(fp, tol), bbox: bbox(fp) });
  }
  for (const f of scene.fighters) {
    const fp = fighterFootprint(f);
    out.push({ id: f.id, kind: 'fighter', size: f.size, shape: erode(fp, tol), bbox: bbox(fp) });
  }
  return out;
}

/**
 * Every ordered pair of fighters of `scene`, through every barrier but the two fighters' (each
 * passed `copies` times, rotated by the seed: the sweep does not depend on the order): SourceSight
 * answers as sightSummary. Returns how many pairs had blockers.
 */
function expectSameAsSummary(scene: ReturnType<typeof randomScene>, seed: number, copies: number): number {
  const tol = scene.options.tolerance;
  const barriers = barriersOf(scene);
  const table = barrierTable(barriers);
  const first = scene.scenery.length;
  const places = new Int32Array(copies * barriers.length);
  let withBlockers = 0;
  for (let i = 0; i < scene.fighters.length; i++) {
    const a = scene.fighters[i];
    const s = sightPoint(a.base, { x: a.position[0], y: a.position[1] }, a.facing);
    const source = new SourceSight(s, table);
    for (let j = 0; j < scene.fighters.length; j++) {
      if (j === i) continue;
      const b = scene.fighters[j];
      const target = fighterFootprint(b);
      const allowed = barriers.map((_, k) => k).filter((k) => k !== first + i && k !== first + j);
      const count = copies * allowed.length;
      for (let c = 0; c < count; c++) places[c] = allowed[(c + seed) % allowed.length];
      const list = Array.from(places.subarray(0, count), (k) => barriers[k]);
      const nearMm = distPointFootprint(s, target);
      const want = sightSummary(s, a.size, target, b.size, list, count, tol, undefined, nearMm);
      const got = source.summary(a.size, target, b.size, places, count, nearMm, tol);
      expect(got).toEqual(want);
      if (got.blockerIds.length > 0) withBlockers++;
    }
  }
  return withBlockers;
}

describe('SourceSight', () => {
  it('answers as sightSummary through the same barriers, pair by pair (R-5.3, R-5.4)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.boolean(), (seed, crowded) => {
        const scene = randomScene(seed, {
          fighters: crowded ? 30 : 14,
          scenery: crowded ? 8 : 4,
          contactChance: crowded ? 0.5 : 0,
        });
        expectSameAsSummary(scene, seed, 1);
      }),
      { numRuns: 12 },
    );
  });

  // The blockers are put in id order by their ranks' bits; a barrier passed twice has one rank
  // twice, and must still be reported twice, as sightSummary's insertion sort keeps both.
  it('a barrier passed twice is reported twice, as sightSummary reports it (R-5.4)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const scene = randomScene(seed, { fighters: 24, scenery: 6, contactChance: 0.3 });
        // Some pair had blockers, each of them listed twice.
        expect(expectSameAsSummary(scene, seed, 2)).toBeGreaterThan(0);
      }),
      { numRuns: 6 },
    );
  });
});
