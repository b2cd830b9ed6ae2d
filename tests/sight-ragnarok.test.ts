// R-5.7 (Rag'narok "Field of vision and line of sight"): a line from any point of the base to any
// point of the target's base; sizes play no part; an obstacle in the zone between is interference.
import { describe, expect, it } from 'vitest';
import { segmentCutsEroded } from '../geometry/barrier';
import { box, fighter, makeWorld, round, square } from './support/build';
import { mulberry32 as mulberry } from '../geometry/rng';

const A = fighter('A', square(30), [100, 300], 0);
const T = fighter('T', square(30), [400, 300], 180);

describe('R-5.7 base to base', () => {
  it('nothing in the zone between the bases: full', () => {
    expect(makeWorld({ ruleset: 'ragnarok', fighters: [A, T] }).explainLos('A', 'T').los).toBe('full');
  });

  it('a wall hiding the sight point but not the base edge: Confédé does not see, Rag\'narok sees past it (interference)', () => {
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

  it('a wall across the whole zone: none, whatever its size (sizes do not count in Rag\'narok)', () => {
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
    const scenery = [{ id: 'post', kind: 'rocks' as const, shape: { type: 'circle' as const, center: [250, 300] as [number, number], radius: 15 } }];
    const rag = makeWorld({ ruleset: 'ragnarok', fighters: [a, t], scenery }).explainLos('A', 'T');
    expect(rag.los).toBe('partial');
    // A post wider than the bases hides everything (radius 25 eroded to 24.5 > 20).
    const big = [{ ...scenery[0], shape: { ...scenery[0].shape, radius: 25 } }];
    expect(makeWorld({ ruleset: 'ragnarok', fighters: [a, t], scenery: big }).explainLos('A', 'T').los).toBe('none');
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
    pts.push({ x: x0 + (x1 - x0) * t, y: y0 }, { x: x1, y: y0 + (y1 - y0) * t }, { x: x1 - (x1 - x0) * t, y: y1 }, { x: x0, y: y1 - (y1 - y0) * t });
  }
  return pts;
}

