// R-5.7 (Rag'narok "Field of vision and line of sight"): a line from any point of the base to any
// point of the target's base; sizes play no part; an obstacle in the zone between is interference.
import { describe, expect, it } from 'vitest';
import { allSeams, memberBlockers, withSeams } from './support/seams';
import { baseToBaseSightReference, referenceBaseToBase } from '../bench/baseline-ragnarok';
import { randomScene } from '../bench/scenes';
import { erode, segmentCutsEroded } from '../geometry/sight/barrier';
import { bbox, containsPoint } from '../geometry/footprint';
import { mulberry32 as mulberry } from '../geometry/rng';
import { baseToBaseSight } from '../geometry/sight/base-to-base/lines';
import { World, fighterFootprint, sceneryFootprint } from '../geometry/world';
import { box, fighter, makeScene, makeWorld, rect, round, square } from './support/build';

const A = fighter('A', square(30), [100, 300], 0);
const T = fighter('T', square(30), [400, 300], 180);

describe('R-5.7 base to base', () => {
  it('nothing in the zone between the bases: full', () => {
    expect(makeWorld({ ruleset: 'ragnarok', fighters: [A, T] }).explainLos('A', 'T').los).toBe('full');
  });

  it("a wall hiding the sight point but not the base edge: Confédé does not see, Rag'narok sees past it (interference)", () => {
    // The wall (no size) covers y 240..312 between x 240 and 260, eroded to y ≤ 311.5. Every line
    // from A's sight (115, 300) to T (x ≥ 385, y ≤ 315) is still below 308.1 at x = 259.5: all cut.
    // The line from A's top edge (y 315) to T's top edge (y 315) passes above the wall.
    const scenery = [box('wall', 240, 240, 260, 312)];
    const confede = makeWorld({ fighters: [A, T], scenery }).explainLos('A', 'T');
    expect(confede.los).toBe('none');
    const rag = makeWorld({ ruleset: 'ragnarok', fighters: [A, T], scenery }).explainLos('A', 'T');
    expect(rag.los).toBe('partial');
    expect(rag.sight.blockers.map((b) => b.id)).toEqual(['wall']);
    const w = rag.sight.witness!;
    expect(w).not.toBeNull();
    // The witness is a real free segment from A's base to T's base.
    expect(w[0].x).toBeGreaterThanOrEqual(85 - 1e-9);
    expect(w[0].x).toBeLessThanOrEqual(115 + 1e-9);
    expect(w[1].x).toBeGreaterThanOrEqual(385 - 1e-9);
    expect(w[1].x).toBeLessThanOrEqual(415 + 1e-9);
  });

  it("a wall across the whole zone: none, whatever its size (sizes do not count in Rag'narok)", () => {
    const scenery = [box('wall', 240, 200, 260, 400, { size: 1 })];
    expect(makeWorld({ ruleset: 'ragnarok', fighters: [A, T], scenery }).explainLos('A', 'T').los).toBe('none');
    // In Confédé a size-1 wall only hinders normal fighters.
    expect(makeWorld({ fighters: [A, T], scenery }).explainLos('A', 'T').los).toBe('partial');
  });

  it('a channel 1.1 mm wide between two walls is found, and closing it gives none', () => {
    const scenery = [box('low', 240, 150, 260, 314.4), box('high', 280, 315.6, 300, 450)];
    // Eroded by τ = 0.5: the low wall reaches y 313.9, the high wall starts at y 316.1; A's top
    // edge is y = 315 and T's too: the horizontal line y = 315 passes both. Confirm it is free.
    const rag = makeWorld({ ruleset: 'ragnarok', fighters: [A, T], scenery }).explainLos('A', 'T');
    expect(rag.los).toBe('partial');
    // Close the channel by raising the low wall to 315.6: the eroded low wall reaches 315.1 > 315
    // while the high wall (eroded from 316.1) leaves only lines above A's top edge: nothing gets through.
    const closed = [box('low', 240, 150, 260, 315.6), box('high', 280, 315.6, 300, 450)];
    expect(makeWorld({ ruleset: 'ragnarok', fighters: [A, T], scenery: closed }).explainLos('A', 'T').los).toBe('none');
  });

  it('round bases: the tangent lines between the bases count', () => {
    const a = fighter('A', round(40), [100, 300], 0);
    const t = fighter('T', round(40), [400, 300], 180);
    // A post hides the centre line; lines near the common tangents stay clear.
    const scenery = [
      {
        id: 'post',
        kind: 'rocks' as const,
        shape: { type: 'circle' as const, center: [250, 300] as [number, number], radius: 15 },
      },
    ];
    const rag = makeWorld({ ruleset: 'ragnarok', fighters: [a, t], scenery }).explainLos('A', 'T');
    expect(rag.los).toBe('partial');
    // A post wider than the bases hides everything (radius 25 eroded to 24.5 > 20).
    const big = [{ ...scenery[0], shape: { ...scenery[0].shape, radius: 25 } }];
    expect(makeWorld({ ruleset: 'ragnarok', fighters: [a, t], scenery: big }).explainLos('A', 'T').los).toBe('none');
  });

  it('round bases of two sizes: a fighter halfway on the axis stands in the zone (interference), either way round', () => {
    // A (r 15) at (100, 100), T (r 20) at (260, 500): the zone's sides are the outer common
    // tangents, 15 mm from the axis at A and 20 mm at T, so 17.5 mm halfway, at (180, 300), give or
    // take 0.2 mm over 15 mm along it. O stands there: a round 30 (eroded to r 14.5) or a square 25
    // (eroded to 24, facing 0, its corners at most 12·(0.93 + 0.37) = 15.6 mm from the axis, whose
    // direction is (0.37, 0.93)). O is in the zone and hides the centre line; the tangent lines pass
    // it clear: partial. The core's tangent points, worked out from either base, differ by rounding;
    // a core that kept both got an edge of noise whose half-plane left O outside the zone.
    const a = fighter('A', round(30), [100, 100]);
    const t = fighter('T', round(40), [260, 500]);
    for (const base of [round(30), square(25)]) {
      const world = makeWorld({ ruleset: 'ragnarok', fighters: [a, t, fighter('O', base, [180, 300])] });
      const fo = world.footprintOf('O');
      const barrier = { id: 'O', kind: 'fighter' as const, size: 2, shape: erode(fo, 0.5), bbox: bbox(fo) };
      for (const [from, to] of [
        ['A', 'T'],
        ['T', 'A'],
      ]) {
        const pair = world.check().pairs.find((p) => p.from === from && p.to === to)!;
        expect(pair.blockers).toEqual(['O']);
        expect(pair.los).toBe('partial');
        const facts = world.explainLos(from, to);
        expect(facts.los).toBe('partial');
        expect(facts.sight.blockers.map((b) => b.id)).toEqual(['O']);
        const want = baseToBaseSightReference(world.footprintOf(from), world.footprintOf(to), [barrier], 0.5);
        expect(want.interfering).toEqual(['O']);
        expect(want.verdict).toBe('partial');
      }
    }
  });
});

describe('R-5.7 against a brute-force oracle', () => {
  it('agrees with a dense search over pairs of boundary points on random walls', () => {
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const rnd = mulberry(seed);
      const walls = Array.from({ length: 3 }, (_, i) => {
        const x = 160 + rnd() * 180;
        const y = 200 + rnd() * 180;
        return box(`w${i}`, x, y, x + 10 + rnd() * 20, y + 20 + rnd() * 60);
      });
      const world = makeWorld({ ruleset: 'ragnarok', fighters: [A, T], scenery: walls });
      const verdict = world.explainLos('A', 'T').los;
      // Oracle: 400 points along each base's outline, every pair, against the walls eroded by τ.
      const ptsA = outline(85, 285, 115, 315, 400);
      const ptsT = outline(385, 285, 415, 315, 400);
      const eroded = walls.map((w) => {
        const pts = (w.shape as { points: [number, number][] }).points;
        const xs = pts.map((p) => p[0]);
        const ys = pts.map((p) => p[1]);
        return {
          kind: 'convex' as const,
          points: [
            { x: Math.min(...xs) + 0.5, y: Math.min(...ys) + 0.5 },
            { x: Math.max(...xs) - 0.5, y: Math.min(...ys) + 0.5 },
            { x: Math.max(...xs) - 0.5, y: Math.max(...ys) - 0.5 },
            { x: Math.min(...xs) + 0.5, y: Math.max(...ys) - 0.5 },
          ],
        };
      });
      let free = false;
      for (const p of ptsA) {
        for (const q of ptsT) {
          if (eroded.every((e) => !segmentCutsEroded(e, p, q))) {
            free = true;
            break;
          }
        }
        if (free) break;
      }
      // The oracle can miss an opening narrower than its sampling; it can never invent one.
      if (free) expect(verdict, `seed ${seed}`).not.toBe('none');
      if (verdict === 'none') expect(free, `seed ${seed}`).toBe(false);
      checked++;
    }
    expect(checked).toBe(40);
  });
});

function outline(x0: number, y0: number, x1: number, y1: number, n: number) {
  const pts = [];
  const per = n / 4;
  for (let i = 0; i < per; i++) {
    const t = i / per;
    pts.push(
      { x: x0 + (x1 - x0) * t, y: y0 },
      { x: x1, y: y0 + (y1 - y0) * t },
      { x: x1 - (x1 - x0) * t, y: y1 },
      { x: x0, y: y1 - (y1 - y0) * t },
    );
  }
  return pts;
}

// The fast path (the proof of geometry/sight/base-to-base/blocked.ts, the early outs, the culled search)
// against the previous search kept in bench/baseline-ragnarok.ts: the same verdict, the same
// interfering obstacles, the same fraction and, given the same obstacles in the same order, the
// very same witness, pair by pair.
describe('R-5.7 fast path against the previous search', () => {
  it('on seeded random tables: every ordered pair, field for field', () => {
    let pairs = 0;
    const verdicts = new Set<string>();
    for (const seed of [201, 202, 203]) {
      const scene = randomScene(seed, {
        fighters: 26,
        scenery: 8,
        table: { width: 800, depth: 500 },
        contactChance: 0.2,
        ruleset: 'ragnarok',
      });
      const world = new World(scene);
      const tol = scene.options.tolerance;
      const entries = scene.fighters.map((spec) => {
        const footprint = fighterFootprint(spec);
        return {
          spec,
          footprint,
          barrier: {
            id: spec.id,
            kind: 'fighter' as const,
            size: spec.size,
            shape: erode(footprint, tol),
            bbox: bbox(footprint),
          },
        };
      });
      const scenery = scene.scenery.map((s) => {
        const fp = sceneryFootprint(s);
        return { id: s.id, kind: 'scenery' as const, size: s.size ?? Infinity, shape: erode(fp, tol), bbox: bbox(fp) };
      });
      // the seams between touching obstacles.
      const seams = allSeams(
        [...entries.map((e) => e.barrier), ...scenery],
        [...entries.map((e) => e.footprint), ...scene.scenery.map((s) => sceneryFootprint(s))],
        tol,
      );
      for (const a of entries) {
        for (const b of entries) {
          if (a === b) continue;
          // Every obstacle on the table is a candidate for the reference (no index).
          const barriers = withSeams(
            [...entries.filter((e) => e !== a && e !== b).map((e) => e.barrier), ...scenery],
            seams,
          );
          const centre = { x: a.spec.position[0], y: a.spec.position[1] };
          const want = referenceBaseToBase(a.footprint, centre, b.footprint, barriers, tol);
          const got = world.sightFacts(a.spec.id, b.spec.id);
          const at = `seed ${seed}: ${a.spec.id} -> ${b.spec.id}`;
          expect(got.verdict, at).toBe(want.verdict);
          expect(got.visibleFraction, at).toBe(want.visibleFraction);
          expect(
            got.blockers.map((x) => x.id),
            at,
          ).toEqual(want.blockers);
          // The witness is the first free line in the search's order, which follows the order of
          // the obstacles: the same list on both sides.
          const reference = baseToBaseSightReference(a.footprint, b.footprint, barriers, tol);
          expect(baseToBaseSight(a.footprint, b.footprint, barriers, tol), at).toEqual({
            ...reference,
            interfering: memberBlockers(reference.interfering, barriers),
          });
          verdicts.add(want.verdict);
          pairs++;
        }
      }
    }
    expect(pairs).toBe(3 * 26 * 25);
    expect([...verdicts].sort()).toEqual(['full', 'none', 'partial']);
  });

  it('close calls: walls, posts and jagged rocks crowding the line between two bases', () => {
    // Obstacles placed across the zone at random, many barely closing or barely leaving a gap.
    const counts: Record<string, number> = { full: 0, partial: 0, none: 0 };
    for (let seed = 1; seed <= 150; seed++) {
      const rnd = mulberry(1000 + seed);
      const baseA = seed % 3 === 0 ? round(25 + rnd() * 35) : seed % 3 === 1 ? square(25 + rnd() * 25) : rect(25, 50);
      const baseT = seed % 2 === 0 ? round(25 + rnd() * 35) : square(25 + rnd() * 25);
      const fa = fighter('A', baseA, [100, 300], rnd() * 360);
      const ft = fighter('T', baseT, [260 + rnd() * 200, 260 + rnd() * 80], rnd() * 360);
      const scenery = Array.from({ length: 2 + Math.floor(rnd() * 4) }, (_, i) => {
        const cx = 150 + rnd() * 220;
        const cy = 240 + rnd() * 120;
        const kind = Math.floor(rnd() * 3);
        if (kind === 0) return box(`w${i}`, cx, cy, cx + 4 + rnd() * 25, cy + 10 + rnd() * 60);
        if (kind === 1)
          return {
            id: `p${i}`,
            kind: 'rocks' as const,
            shape: { type: 'circle' as const, center: [cx, cy] as [number, number], radius: 4 + rnd() * 20 },
          };
        const n = 6 + 2 * Math.floor(rnd() * 5);
        const points = Array.from({ length: n }, (_, k) => {
          const r = (k % 2 === 0 ? 1 : 0.4 + rnd() * 0.4) * (10 + rnd() * 25);
          const ang = (k / n) * 2 * Math.PI;
          return [cx + Math.cos(ang) * r, cy + Math.sin(ang) * r] as [number, number];
        });
        return { id: `r${i}`, kind: 'rocks' as const, shape: { type: 'polygon' as const, points } };
      });
      const scene = makeScene({ ruleset: 'ragnarok', fighters: [fa, ft], scenery });
      const world = new World(scene);
      const tol = scene.options.tolerance;
      const pieces = scene.scenery.map((s) => {
        const fp = sceneryFootprint(s);
        return { id: s.id, kind: 'scenery' as const, size: s.size ?? Infinity, shape: erode(fp, tol), bbox: bbox(fp) };
      });
      // with the seams between touching pieces.
      const barriers = withSeams(pieces, allSeams(pieces, scene.scenery.map(sceneryFootprint), tol));
      const pa = world.footprintOf('A');
      const pt = world.footprintOf('T');
      // Fighters standing on scenery would leave it out on the engine's side only.
      if (scene.scenery.some((s) => containsPoint(sceneryFootprint(s), { x: fa.position[0], y: fa.position[1] })))
        continue;
      if (scene.scenery.some((s) => containsPoint(sceneryFootprint(s), { x: ft.position[0], y: ft.position[1] })))
        continue;
      for (const [from, to, f, g] of [
        ['A', 'T', pa, pt],
        ['T', 'A', pt, pa],
      ] as const) {
        const reference = baseToBaseSightReference(f, g, barriers, tol);
        const want = { ...reference, interfering: memberBlockers(reference.interfering, barriers) };
        expect(baseToBaseSight(f, g, barriers, tol), `seed ${seed} ${from} -> ${to}`).toEqual(want);
        const centre = world.fighter(from).position;
        const ref = referenceBaseToBase(f, { x: centre[0], y: centre[1] }, g, barriers, tol);
        const got = world.sightFacts(from, to);
        expect(
          [got.verdict, got.visibleFraction, got.blockers.map((x) => x.id)],
          `seed ${seed} ${from} -> ${to}`,
        ).toEqual([ref.verdict, ref.visibleFraction, ref.blockers]);
        counts[want.verdict]++;
      }
    }
    // The draw covers every verdict, 'none' and 'partial' many times each.
    expect(counts.none).toBeGreaterThan(20);
    expect(counts.partial).toBeGreaterThan(20);
  });
});
