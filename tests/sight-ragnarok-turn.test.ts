// R-5.7 (Rag'narok) the turn (geometry/sight/base-to-base/turn.ts): the proof, direction by direction,
// that every segment from one base to the other is cut, and its candidate free lines; held to the
// previous search kept frozen in bench/baseline-ragnarok.ts, by hand and on random draws; then
// check() as a whole on crowded random tables, where the turn settles most pairs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseToBaseSightReference } from '../bench/baseline-ragnarok';
import { randomScene } from '../bench/scenes';
import type { ErodedShape } from '../geometry/sight';
import { erode, segmentClearOf } from '../geometry/sight/barrier';
import { CutProver } from '../geometry/sight/base-to-base/blocked';
import { TurnProver } from '../geometry/sight/base-to-base/turn';
import { type Footprint, bbox, containsPoint, distanceMm, footprintCentre } from '../geometry/footprint';
import type { SightBarrier } from '../geometry/sight';
import { segmentThrough } from '../geometry/sight/base-to-base/lines';
import { sceneryFootprint } from '../geometry/world';
import { box, fighter, makeWorld, round } from './support/build';
import { expectSameAsPreviousSearch } from './support/ragnarok-reference';
import { baseArb, baseAt, obstacleArbIn, obstacleAt } from './support/ragnarok-shapes';

const TOL = 0.5;
const TIMEOUT_MS = 180_000;

function barrierOf(id: string, fp: Footprint): SightBarrier {
  return { id, kind: 'scenery', size: Infinity, shape: erode(fp, TOL), bbox: bbox(fp) };
}

/** Is one of the turn's candidate lines free between the bases, CLEARANCE_MM from every shape? */
function someLineClear(
  lines: readonly (readonly [{ x: number; y: number }, { x: number; y: number }])[],
  a: Footprint,
  t: Footprint,
  shapes: readonly ErodedShape[],
): boolean {
  return lines.some(([p, q]) => {
    const seg = segmentThrough(p, q, a, t);
    return seg !== null && shapes.every((s) => segmentClearOf(s, seg[0], seg[1]));
  });
}

describe('R-5.7 the turn: every segment cut, direction by direction', () => {
  // Round bases 40 wide (radius 20) at y 300, 300 mm apart; two walls 10 mm thick across the zone,
  // a third and two thirds of the way: the first from 40 below the axis to 8 above it, the second
  // from 8 below to 40 above (eroded by τ: 7.5 either side). A line over the first wall (above
  // 7.5 at x 204.5) and under the second (below −7.5 at x 295.5) falls by 15 over 91 mm, so it
  // stands 24.7 above the axis at A's centre and leaves A's disc of radius 20: every line is cut.
  // Neither wall alone closes the zone, so the one-obstacle proof (the first box of
  // blocked.ts) cannot say so; the turn takes both walls at each direction.
  const A = fighter('A', round(40), [100, 300]);
  const T = fighter('T', round(40), [400, 300]);
  const low = box('low', 195, 260, 205, 308);
  const high = box('high', 295, 292, 305, 340);

  it('two walls, each leaving the lines past one of its ends, close the zone together: none', () => {
    const world = makeWorld({ ruleset: 'ragnarok', fighters: [A, T], scenery: [low, high] });
    const fa = world.footprintOf('A');
    const ft = world.footprintOf('T');
    const [wl, wh] = world.scene.scenery.map((s) => barrierOf(s.id, sceneryFootprint(s)));
    const shapes = [wl.shape, wh.shape];
    expect(baseToBaseSightReference(fa, ft, [wl, wh], TOL).verdict).toBe('none');
    // Either wall alone leaves lines free.
    expect(baseToBaseSightReference(fa, ft, [wl], TOL).verdict).toBe('partial');
    expect(baseToBaseSightReference(fa, ft, [wh], TOL).verdict).toBe('partial');
    expect(new CutProver(fa, ft, shapes).firstBox()).toBe(false);
    expect(new TurnProver().prove(fa, ft, shapes).kind).toBe('cut');
    const pair = world.check().pairs.find((p) => p.from === 'A' && p.to === 'T')!;
    expect(pair.obstruction).toBe('full');
    expect(pair.blockers).toEqual(['high', 'low']);
  });

  it('the second wall raised to the axis: a narrow slanting line is left, and the turn hands it back', () => {
    // Under the raised wall (eroded: below 0.5 at x 295.5) and over the first (above 7.5 at x
    // 204.5): the lines falling by 7 over 91 mm, through both bases.
    const raised = box('high', 295, 300, 305, 340);
    const world = makeWorld({ ruleset: 'ragnarok', fighters: [A, T], scenery: [low, raised] });
    const fa = world.footprintOf('A');
    const ft = world.footprintOf('T');
    const barriers = world.scene.scenery.map((s) => barrierOf(s.id, sceneryFootprint(s)));
    const shapes = barriers.map((b) => b.shape);
    expect(baseToBaseSightReference(fa, ft, barriers, TOL).verdict).toBe('partial');
    const turned = new TurnProver().prove(fa, ft, shapes);
    expect(turned.kind).toBe('gap');
    if (turned.kind === 'gap') expect(someLineClear(turned.lines, fa, ft, shapes)).toBe(true);
    const pair = world.check().pairs.find((p) => p.from === 'A' && p.to === 'T')!;
    expect(pair.obstruction).toBe('partial');
    expect(pair.blockers).toEqual(['high', 'low']);
  });
});

const obstacleArb = obstacleArbIn({ minY: 230, maxY: 370, minR: 4, maxR: 40 });

describe('R-5.7 the turn against the previous search, on random draws', () => {
  it('"cut" only where the search finds every line cut, and its lines, when clear, only where the search sees', () => {
    // `apart`: the pairs that see nothing with every obstacle a millimetre or more from both bases,
    // as on a table (an obstacle over a base has no line parting it from the base: no proof).
    const seen = { cut: 0, none: 0, clear: 0, apart: 0, apartCut: 0 };
    fc.assert(
      fc.property(
        baseArb,
        baseArb,
        fc.double({ min: 120, max: 380, noNaN: true }),
        fc.double({ min: 270, max: 330, noNaN: true }),
        fc.array(obstacleArb, { minLength: 2, maxLength: 8 }),
        (ba, bt, tx, ty, obs) => {
          const a = baseAt(ba, 60, 300);
          const t = baseAt(bt, 60 + tx, ty);
          const prints = obs.map(obstacleAt);
          // Obstacles over a base's centre would be stood on: left out of the draw.
          if (prints.some((p) => containsPoint(p, footprintCentre(a)) || containsPoint(p, footprintCentre(t)))) return;
          const barriers = prints.map((p, i) => barrierOf(`o${i}`, p));
          const want = baseToBaseSightReference(a, t, barriers, TOL);
          if (want.verdict === 'full' && want.witness === null) return; // the bases touch
          const apart = want.verdict === 'none' && prints.every((p) => distanceMm(p, a) >= 1 && distanceMm(p, t) >= 1);
          if (want.verdict === 'none') seen.none++;
          if (apart) seen.apart++;
          const shapes = barriers.map((b) => b.shape);
          const turned = new TurnProver().prove(a, t, shapes);
          if (turned.kind === 'cut') {
            seen.cut++;
            if (apart) seen.apartCut++;
            expect(want.verdict).toBe('none');
          } else if (turned.kind === 'gap' && someLineClear(turned.lines, a, t, shapes)) {
            seen.clear++;
            expect(want.verdict).not.toBe('none');
          }
        },
      ),
      { seed: 4177, numRuns: 1500, endOnFailure: true },
    );
    // The draw reaches both answers; the turn proves every pair that sees nothing with its
    // obstacles apart from the bases, and hands back a clear line for most pairs that see.
    expect(seen.none).toBeGreaterThan(100);
    expect(seen.apart).toBeGreaterThan(40);
    expect(seen.apartCut).toBe(seen.apart);
    expect(seen.cut).toBeGreaterThan(0.5 * seen.none);
    expect(seen.clear).toBeGreaterThan(800);
  });
});

describe('R-5.7 check() on crowded random tables, against the previous search', () => {
  it(
    'every ordered pair, with obstacles side by side between many of them',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
          const scene = randomScene(seed, {
            fighters: 22,
            scenery: 6,
            table: { width: 700, depth: 400 },
            contactChance: 0.2,
            ruleset: 'ragnarok',
          });
          const counts = expectSameAsPreviousSearch(scene);
          expect(counts.full + counts.partial + counts.none).toBe(scene.fighters.length * (scene.fighters.length - 1));
        }),
        { seed: 9091, numRuns: 8, endOnFailure: true },
      );
    },
    TIMEOUT_MS,
  );
});
