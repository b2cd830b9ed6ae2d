// R-5.7 (Rag'narok) in check(): the verdicts shared by a pair's two directions and settled by cheap
// proofs (geometry/sight/base-to-base/verdicts.ts) against the previous search kept frozen in
// bench/baseline-ragnarok.ts, run on every ordered pair with every obstacle on the table as a
// candidate; and the pieces those proofs stand on: the clearance test, the widest opening of a
// sweep, the direction bins of check()'s sources.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchScene, randomScene } from '../bench/scenes';
import { CLEARANCE_MM, erode, segmentClearOf, segmentCutsEroded } from '../geometry/sight/barrier';
import { DirectionBins } from '../geometry/check/direction-bins';
import { bbox, circle, containsPoint, polygon } from '../geometry/footprint';
import { type SightBarrier, sightSummary, sightSummaryOpening } from '../geometry/sight';
import { expectSameAsPreviousSearch } from './support/ragnarok-reference';
import { World, fighterFootprint } from '../geometry/world';

const TIMEOUT_MS = 180_000;

describe('R-5.7 check() agrees with the previous search on every ordered pair', () => {
  // Bench table 1 is in check-reference.test.ts.
  it.each([2])(
    "bench table %i under Rag'narok (3,540 pairs)",
    (seed) => {
      const counts = expectSameAsPreviousSearch({ ...benchScene(seed), ruleset: 'ragnarok' });
      // The crowded bench table has every verdict, most pairs seeing nothing.
      expect(counts.none).toBeGreaterThan(1000);
      expect(counts.partial).toBeGreaterThan(500);
      expect(counts.full).toBeGreaterThan(100);
    },
    TIMEOUT_MS,
  );

  it.each([301, 302, 303, 304])(
    'seeded table %i: contacts, passable scenery, flyers',
    (seed) => {
      const scene = randomScene(seed, {
        fighters: 30,
        scenery: 9,
        table: { width: 800, depth: 500 },
        contactChance: 0.3,
        passableChance: 0.25,
        flyingChance: 0.08,
        ruleset: 'ragnarok',
      });
      const counts = expectSameAsPreviousSearch(scene);
      expect(counts.none + counts.partial).toBeGreaterThan(100);
    },
    TIMEOUT_MS,
  );
});

describe('the clearance test of the R-5.7 proofs', () => {
  const shapeArb = fc.oneof(
    fc.record({
      kind: fc.constant('circle' as const),
      x: fc.double({ min: 80, max: 120, noNaN: true }),
      y: fc.double({ min: 80, max: 120, noNaN: true }),
      r: fc.double({ min: 2, max: 30, noNaN: true }),
    }),
    fc.record({
      kind: fc.constant('polygon' as const),
      n: fc.integer({ min: 3, max: 12 }),
      jag: fc.boolean(),
      radii: fc.array(fc.double({ min: 0.4, max: 1, noNaN: true }), { minLength: 12, maxLength: 12 }),
      r: fc.double({ min: 8, max: 40, noNaN: true }),
    }),
  );
  const footprintOf = (s: Record<string, unknown>) => {
    if (s.kind === 'circle') return circle({ x: s.x as number, y: s.y as number }, s.r as number);
    const n = s.n as number;
    const radii = s.radii as number[];
    return polygon(
      Array.from({ length: n }, (_, i) => {
        const ang = (i / n) * 2 * Math.PI;
        const r = (s.r as number) * ((s.jag as boolean) && i % 2 === 1 ? radii[i] * 0.6 : 0.85 + 0.15 * radii[i]);
        return { x: 100 + r * Math.cos(ang), y: 100 + r * Math.sin(ang) };
      }),
    );
  };
  const pointArb = fc.record({
    x: fc.double({ min: 0, max: 200, noNaN: true }),
    y: fc.double({ min: 0, max: 200, noNaN: true }),
  });

  it('a segment called clear is clear with its neighbours: no segment within 0.9 × CLEARANCE_MM of it is cut', () => {
    let clear = 0;
    fc.assert(
      fc.property(
        shapeArb,
        pointArb,
        pointArb,
        fc.array(fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })), {
          minLength: 8,
          maxLength: 8,
        }),
        (s, p, q, moves) => {
          const shape = erode(footprintOf(s), 0.5);
          if (!segmentClearOf(shape, p, q)) return;
          clear++;
          const d = (0.9 * CLEARANCE_MM) / Math.SQRT2;
          for (let i = 0; i + 1 < moves.length; i += 2) {
            const p2 = { x: p.x + moves[i][0] * d, y: p.y + moves[i][1] * d };
            const q2 = { x: q.x + moves[i + 1][0] * d, y: q.y + moves[i + 1][1] * d };
            expect(segmentCutsEroded(shape, p2, q2)).toBe(false);
          }
        },
      ),
      { seed: 20261125, numRuns: 600 },
    );
    expect(clear).toBeGreaterThan(100);
  });

  it('a segment that cuts the shape, or passes within a hundredth of the clearance of it, is never called clear', () => {
    // A square wall eroded by τ = 0.5 to x, y in [10.5, 29.5].
    const wall = erode(
      polygon([
        { x: 10, y: 10 },
        { x: 30, y: 10 },
        { x: 30, y: 30 },
        { x: 10, y: 30 },
      ]),
      0.5,
    );
    expect(segmentClearOf(wall, { x: 0, y: 20 }, { x: 40, y: 20 })).toBe(false);
    const graze = 29.5 + CLEARANCE_MM / 100;
    expect(segmentClearOf(wall, { x: 0, y: graze }, { x: 40, y: graze })).toBe(false);
    const wide = 29.5 + 2 * CLEARANCE_MM;
    expect(segmentClearOf(wall, { x: 0, y: wide }, { x: 40, y: wide })).toBe(true);
  });
});

describe('the widest opening of a sweep', () => {
  it('has the fraction of sightSummary, and its middle direction reaches the target uncut', () => {
    const scene = { ...benchScene(4), ruleset: 'ragnarok' as const };
    const world = new World(scene);
    const tol = scene.options.tolerance;
    const ids = world.fighterIds();
    const barriers: SightBarrier[] = scene.fighters.map((f) => {
      const fp = fighterFootprint(f);
      return { id: f.id, kind: 'fighter', size: f.size, shape: erode(fp, tol), bbox: bbox(fp) };
    });
    let opened = 0;
    for (const a of ids.slice(0, 12)) {
      const spec = world.fighter(a);
      const s = { x: spec.position[0], y: spec.position[1] };
      for (const b of ids) {
        if (a === b) continue;
        const list = barriers.filter((x) => x.id !== a && x.id !== b);
        const t = world.footprintOf(b);
        const got = sightSummaryOpening(s, t, list, list.length, tol);
        const want = sightSummary(s, 0, t, 0, list, list.length, tol);
        expect([got.verdict, got.visibleFraction, got.blockerIds]).toEqual([
          want.verdict,
          want.visibleFraction,
          want.blockerIds,
        ]);
        if (got.opening === null) {
          expect(got.visibleFraction === 0 || got.verdict === 'full').toBe(true);
          continue;
        }
        expect(got.opening.widthRad).toBeGreaterThan(0);
        // The middle ray, carried well into the target: no barrier cuts it before the target.
        const u = { x: Math.cos(got.opening.dirRad), y: Math.sin(got.opening.dirRad) };
        let far = 0;
        while (far < 5000 && !containsPoint(t, { x: s.x + u.x * far, y: s.y + u.y * far })) far += 0.25;
        expect(far).toBeLessThan(5000);
        const end = { x: s.x + u.x * far, y: s.y + u.y * far };
        for (const x of list) expect(segmentCutsEroded(x.shape, s, end), `${a} -> ${b} by ${x.id}`).toBe(false);
        opened++;
      }
    }
    expect(opened).toBeGreaterThan(100);
  });
});

describe('direction bins', () => {
  it('propose every item whose directions meet the cone, nearest first, each once', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
            fc.double({ min: 0, max: 3.5, noNaN: true }),
            fc.double({ min: 0, max: 1000, noNaN: true }),
          ),
          { minLength: 1, maxLength: 60 },
        ),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 1.5, noNaN: true }),
        fc.double({ min: 0, max: 1100, noNaN: true }),
        (items, dir, half, farMm) => {
          const n = items.length;
          const dirRad = Float64Array.from(items, (x) => x[0]);
          const halfRad = Float64Array.from(items, (x) => Math.min(x[1], Math.PI));
          const near = Float64Array.from(items, (x) => x[2]);
          const byNear = Int32Array.from({ length: n }, (_, k) => k).sort((x, y) => near[x] - near[y]);
          const bins = new DirectionBins(dirRad, halfRad, byNear);
          let limit = 0;
          while (limit < n && near[byNear[limit]] < farMm) limit++;
          const out = new Int32Array(n);
          const count = bins.candidates(dir, half, limit, out);
          const got = [...out.subarray(0, count)];
          for (let i = 1; i < got.length; i++) expect(got[i]).toBeGreaterThan(got[i - 1]);
          for (const m of got) expect(m).toBeLessThan(limit);
          // Brute force: every place below the limit whose interval meets the cone.
          for (let m = 0; m < limit; m++) {
            const k = byNear[m];
            let diff = Math.abs(dirRad[k] - dir);
            if (diff > Math.PI) diff = 2 * Math.PI - diff;
            if (diff <= halfRad[k] + half) expect(got, `place ${m}`).toContain(m);
          }
        },
      ),
      { seed: 20261125, numRuns: 300 },
    );
  });
});
