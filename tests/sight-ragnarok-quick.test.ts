// R-5.7 (Rag'narok) the quick answers in front of the exact ones: the discs that tell whether an
// obstacle stands in the zone between two bases (geometry/sight/base-to-base/zone.ts) and the candidate
// segments that settle "sees" (geometry/sight/base-to-base/open.ts), each held to the previous search
// kept frozen in bench/baseline-ragnarok.ts; then check() as a whole on random crowded tables.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseToBaseSightReference } from '../bench/baseline-ragnarok';
import { randomScene } from '../bench/scenes';
import { erode } from '../geometry/sight/barrier';
import { QuickOpening } from '../geometry/sight/base-to-base/open';
import { QuickZone } from '../geometry/sight/base-to-base/zone';
import { type Footprint, bbox, containsPoint, footprintCentre } from '../geometry/footprint';
import type { SightBarrier } from '../geometry/sight';
import { sceneryFootprint } from '../geometry/world';
import { fighter, makeWorld, round, square } from './support/build';
import { expectSameAsPreviousSearch } from './support/ragnarok-reference';
import { baseArb, baseAt, obstacleArbIn, obstacleAt } from './support/ragnarok-shapes';

const TOL = 0.5;
const TIMEOUT_MS = 180_000;

const obstacleArb = obstacleArbIn({ minY: 200, maxY: 400, minR: 3, maxR: 45 });

function barrierOf(id: string, fp: Footprint): SightBarrier {
  return { id, kind: 'scenery', size: Infinity, shape: erode(fp, TOL), bbox: bbox(fp) };
}

describe('R-5.7 the zone between two bases: the quick discs', () => {
  it('"meets" and "misses" always agree with the exact zone test of the previous search', () => {
    const seen = { meets: 0, misses: 0, exact: 0 };
    fc.assert(
      fc.property(
        baseArb,
        baseArb,
        fc.double({ min: 120, max: 380, noNaN: true }),
        fc.double({ min: 250, max: 350, noNaN: true }),
        obstacleArb,
        (ba, bt, tx, ty, o) => {
          const a = baseAt(ba, 60, 300);
          const t = baseAt(bt, 60 + tx, ty);
          const ob = obstacleAt(o);
          // The reference's zone answer for this obstacle alone: is it among the interfering?
          const want = baseToBaseSightReference(a, t, [barrierOf('o', ob)], TOL);
          if (want.verdict === 'full' && want.witness === null) return; // the bases touch: no zone
          const got = new QuickZone(a, footprintCentre(a), t, footprintCentre(t)).answer(erode(ob, TOL));
          seen[got]++;
          if (got === 'meets') expect(want.interfering).toEqual(['o']);
          if (got === 'misses') expect(want.interfering).toEqual([]);
        },
      ),
      { seed: 57, numRuns: 3000, endOnFailure: true },
    );
    // The draw reaches every answer, the quick ones most of the time (discs and outlines settle all
    // but a handful of obstacles lying across the zone's outline).
    expect(seen.meets).toBeGreaterThan(300);
    expect(seen.misses).toBeGreaterThan(300);
    expect(seen.exact).toBeGreaterThan(0);
  });

  it("a fighter touching the target beside the zone's edge stands in the zone, as the previous search says", () => {
    // From a crowded seeded table (randomScene 7, 150 fighters): the zone between A and T (the hull
    // of the two discs) is crossed near T by O, a round base in contact with T. The zone's outline
    // there is the common tangent of A and T; O's eroded disc reaches past it.
    const a = fighter('A', round(40), [212.01686276319109, 41.27544962467167]);
    const t = fighter('T', round(50), [825.3543824836207, 220.09428081821318]);
    const o = fighter('O', round(30), [798.0039902403951, 249.28256689570844]);
    const world = makeWorld({ ruleset: 'ragnarok', fighters: [a, t, o] });
    const fa = world.footprintOf('A');
    const ft = world.footprintOf('T');
    const fo = world.footprintOf('O');
    const want = baseToBaseSightReference(fa, ft, [barrierOf('O', fo)], TOL);
    expect(want.interfering).toEqual(['O']);
    expect(new QuickZone(fa, footprintCentre(fa), ft, footprintCentre(ft)).answer(erode(fo, TOL))).toBe('meets');
    const pair = world.check().pairs.find((p) => p.from === 'A' && p.to === 'T')!;
    expect(pair.blockers).toEqual(['O']);
    expect(pair.obstruction).toBe('partial');
  });
});

describe('R-5.7 the quick segments that settle "sees"', () => {
  it("a post hiding the line between the centres leaves the lines along the bases' edges: sees", () => {
    // Squares 30 wide at y 300, 300 mm apart; a post of radius 12 (eroded 11.5) on the axis hides
    // the centre line but not the lines through the bases' outer points, 15 mm either side.
    const a = square(30);
    const A = fighter('A', a, [100, 300]);
    const T = fighter('T', a, [400, 300]);
    const post = {
      id: 'post',
      kind: 'rocks' as const,
      shape: { type: 'circle' as const, center: [250, 300] as [number, number], radius: 12 },
    };
    const world = makeWorld({ ruleset: 'ragnarok', fighters: [A, T], scenery: [post] });
    const fa = world.footprintOf('A');
    const ft = world.footprintOf('T');
    const shape = erode(sceneryFootprint(world.scene.scenery[0]), TOL);
    expect(new QuickOpening().opens(fa, { x: 100, y: 300 }, ft, { x: 400, y: 300 }, [shape])).toBe(true);
    expect(world.check().pairs.find((p) => p.from === 'A')!.obstruction).toBe('partial');
    // A wall across the whole zone: no candidate is clear, and the proof says none.
    const wall = {
      id: 'wall',
      kind: 'wall' as const,
      shape: {
        type: 'polygon' as const,
        points: [
          [240, 200],
          [260, 200],
          [260, 400],
          [240, 400],
        ] as [number, number][],
      },
    };
    const walled = makeWorld({ ruleset: 'ragnarok', fighters: [A, T], scenery: [wall] });
    const wallShape = erode(sceneryFootprint(walled.scene.scenery[0]), TOL);
    expect(new QuickOpening().opens(fa, { x: 100, y: 300 }, ft, { x: 400, y: 300 }, [wallShape])).toBe(false);
    expect(walled.check().pairs.find((p) => p.from === 'A')!.obstruction).toBe('full');
  });

  it('never says "sees" where the previous search finds every line cut', () => {
    let opened = 0;
    let none = 0;
    fc.assert(
      fc.property(
        baseArb,
        baseArb,
        fc.double({ min: 150, max: 380, noNaN: true }),
        fc.array(obstacleArb, { minLength: 1, maxLength: 5 }),
        (ba, bt, tx, obs) => {
          const a = baseAt(ba, 60, 300);
          const t = baseAt(bt, 60 + tx, 300);
          const prints = obs.map(obstacleAt);
          // Obstacles overlapping a base's centre would be stood on: left out of the draw.
          if (prints.some((p) => containsPoint(p, footprintCentre(a)) || containsPoint(p, footprintCentre(t)))) return;
          const barriers = prints.map((p, i) => barrierOf(`o${i}`, p));
          const want = baseToBaseSightReference(a, t, barriers, TOL);
          if (want.verdict === 'none') none++;
          if (
            !new QuickOpening().opens(
              a,
              footprintCentre(a),
              t,
              footprintCentre(t),
              barriers.map((b) => b.shape),
            )
          )
            return;
          opened++;
          expect(want.verdict).not.toBe('none');
        },
      ),
      { seed: 2611, numRuns: 1500, endOnFailure: true },
    );
    expect(opened).toBeGreaterThan(200);
    expect(none).toBeGreaterThan(40);
  });
});

describe('R-5.7 check() on crowded random tables, against the previous search', () => {
  it(
    'every ordered pair, with bases in contact in rows and clusters',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
          const scene = randomScene(seed, {
            fighters: 16,
            scenery: 5,
            table: { width: 500, depth: 350 },
            contactChance: 0.5,
            ruleset: 'ragnarok',
          });
          const counts = expectSameAsPreviousSearch(scene);
          expect(counts.full + counts.partial + counts.none).toBe(scene.fighters.length * (scene.fighters.length - 1));
        }),
        { seed: 5757, numRuns: 12, endOnFailure: true },
      );
    },
    TIMEOUT_MS,
  );
});
