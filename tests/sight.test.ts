// Line of sight: .. hand-worked cases (Confédé II-D-1, II-D-3, II-F-1).
import { describe, expect, it } from 'vitest';
import { box, fighter, makeWorld, round, square } from './support/build';

const DEG = 180 / Math.PI;

describe('R-5.2 grazing within τ does not cut', () => {
  // A: Ø30 at (100, 300) facing +x, sight S = (115, 300). T: Ø30 at (315, 300).
  // The upper extreme line from S is tangent to T. A round tree of radius 10 is placed so that
  // the line enters it by `depthMm`.
  const S = { x: 115, y: 300 };
  const d = 200;
  const half = Math.asin(15 / d);
  const u = { x: Math.cos(half), y: Math.sin(half) };
  const n = { x: -u.y, y: u.x }; // away from the target
  const withTree = (depthMm: number) =>
    makeWorld({
      fighters: [fighter('A', round(30), [100, 300]), fighter('T', round(30), [315, 300])],
      scenery: [
        {
          id: 'tree',
          kind: 'tree',
          shape: {
            type: 'circle',
            center: [S.x + 100 * u.x + (10 - depthMm) * n.x, S.y + 100 * u.y + (10 - depthMm) * n.y],
            radius: 10,
          },
        },
      ],
    });

  it('0.4 mm into the tree: not cut (full); 0.6 mm: a sliver is cut (partial)', () => {
    expect(withTree(0.4).explainLos('A', 'T').los).toBe('full');
    const ex = withTree(0.6).explainLos('A', 'T');
    expect(ex.los).toBe('partial');
    expect(ex.visibleFraction).toBeGreaterThan(0.99);
  });
});

describe('R-5.3 / R-5.4 the visible fraction is the angular measure of unblocked directions', () => {
  it('a wall edge across the middle of the lines: the fraction has a closed form', () => {
    // S = (115, 300). T: Ø40 round at (415, 300). A wall (no size) from y = 300 upward, x 250..260.
    // Eroded by τ it spans x 250.5..259.5 from y = 300.5: rays climb with x, so the first blocked
    // direction is the one through its lower-right corner (259.5, 300.5).
    const w = makeWorld({
      fighters: [fighter('A', round(30), [100, 300]), fighter('T', round(40), [415, 300], 0, { size: 2 })],
      scenery: [box('wall', 250, 300, 260, 420)],
    });
    const ex = w.explainLos('A', 'T');
    const half = Math.asin(20 / 300);
    const corner = Math.atan2(0.5, 259.5 - 115);
    const expected = (corner + half) / (2 * half);
    expect(ex.los).toBe('partial');
    expect(ex.visibleFraction).toBeCloseTo(expected, 12);
    expect(ex.sight.blockers[0].intervalsDeg[0][0]).toBeCloseTo(corner * DEG, 10);
    expect(ex.sight.blockers[0].size).toBeNull();
  });

  it('only the segment to the nearest point of the target matters: a barrier behind the target blocks nothing', () => {
    const w = makeWorld({
      fighters: [fighter('A', round(30), [100, 300]), fighter('T', round(30), [300, 300])],
      scenery: [box('house', 330, 250, 400, 350)],
    });
    expect(w.explainLos('A', 'T').los).toBe('full');
  });
});

describe('R-5.4 sizes: a barrier hides only if it is at least as big as both fighters', () => {
  const scene = (barrierSize: number | undefined, targetSize: number) =>
    makeWorld({
      fighters: [fighter('A', round(30), [100, 300]), fighter('T', round(30), [400, 300], 0, { size: targetSize })],
      scenery: [box('hedge', 240, 200, 260, 400, barrierSize === undefined ? {} : { size: barrierSize })],
    });

  it('no size blocks every line: none', () => {
    expect(scene(undefined, 4).explainLos('A', 'T').los).toBe('none');
  });
  it('size 2 hides a size-2 target from a size-2 source: none', () => {
    expect(scene(2, 2).explainLos('A', 'T').los).toBe('none');
  });
  it('size 2 in front of a size-3 target: partial, though every line is cut', () => {
    const ex = scene(2, 3).explainLos('A', 'T');
    expect(ex.los).toBe('partial');
    expect(ex.visibleFraction).toBe(0);
  });
  it('size 1 hedge in front of normal fighters: partial', () => {
    expect(scene(1, 2).explainLos('A', 'T').los).toBe('partial');
  });
  it('two barriers that each hide part, together everything, and both tall enough: none', () => {
    const w = makeWorld({
      fighters: [fighter('A', round(30), [100, 300]), fighter('T', round(30), [400, 300])],
      scenery: [box('left', 240, 300, 260, 400, { size: 3 }), box('right', 280, 200, 300, 310, { size: 3 })],
    });
    const ex = w.explainLos('A', 'T');
    expect(ex.los).toBe('none');
    expect(ex.sight.blockers.map((b) => b.id)).toEqual(['left', 'right']);
  });
});

describe('R-5.3 exactness: a thin gap between two barriers is found, not sampled past', () => {
  it('two walls leaving a 0.025° gap between them: partial, with exactly that gap visible', () => {
    // Eroded by τ: the left wall blocks directions above (259.5, 300.5), the right wall those
    // below (280.5, 300.5) — the sliver between the two corners' directions stays clear.
    const w = makeWorld({
      fighters: [fighter('A', round(30), [100, 300]), fighter('T', round(30), [400, 300])],
      scenery: [box('left', 240, 300, 260, 400, { size: 3 }), box('right', 280, 200, 300, 301, { size: 3 })],
    });
    const ex = w.explainLos('A', 'T');
    const gap = Math.atan2(0.5, 259.5 - 115) - Math.atan2(0.5, 280.5 - 115);
    const span = 2 * Math.asin(15 / 285);
    expect(gap * DEG).toBeCloseTo(0.025, 3);
    expect(ex.los).toBe('partial');
    expect(ex.visibleFraction).toBeCloseTo(gap / span, 12);
  });
});

describe('R-5.5 scenery', () => {
  it('flat terrain (blocksSight false) never blocks', () => {
    const w = makeWorld({
      fighters: [fighter('A', round(30), [100, 300]), fighter('T', round(30), [400, 300])],
      scenery: [box('river', 240, 0, 260, 600, { kind: 'river', blocksSight: false, passable: true })],
    });
    expect(w.explainLos('A', 'T').los).toBe('full');
  });

  it('an element the source stands on is no barrier between it and its target (Reading)', () => {
    const fighters = [fighter('A', round(30), [100, 300]), fighter('T', round(30), [400, 300])];
    const hill = box('hill', 50, 250, 200, 350, { kind: 'hill', size: 3 });
    expect(makeWorld({ fighters, scenery: [hill] }).explainLos('A', 'T').los).toBe('full');
    // Move the hill so that A no longer stands on it: now it hides T.
    const hill2 = box('hill', 150, 250, 300, 350, { kind: 'hill', size: 3 });
    expect(makeWorld({ fighters, scenery: [hill2] }).explainLos('A', 'T').los).toBe('none');
  });

  it('a non-convex ruin: the line through its notch is clear, the one through its wall is not', () => {
    // A U-shaped ruin open towards -y, seen from below: T1 is seen through the open notch, T2 behind a solid arm.
    const u: [number, number][] = [
      [400, 200],
      [440, 200],
      [440, 360],
      [560, 360],
      [560, 200],
      [600, 200],
      [600, 400],
      [400, 400],
    ];
    const w = makeWorld({
      fighters: [
        fighter('A', round(30), [500, 50], 90),
        fighter('T1', round(30), [500, 300], 270),
        fighter('T2', round(30), [420, 500], 270),
      ],
      scenery: [{ id: 'ruin', kind: 'ruin', shape: { type: 'polygon', points: u } }],
    });
    expect(w.explainLos('A', 'T1').los).toBe('full');
    expect(w.explainLos('A', 'T2').los).toBe('none');
  });
});

describe('R-5.6 altitude levels (II-F-1)', () => {
  const house = box('house', 240, 200, 260, 400);
  it('nothing blocks a line between levels 0 and 1, nor between two flyers', () => {
    const ground = fighter('A', round(30), [100, 300]);
    const flyer = fighter('F', round(30), [400, 300], 180, { level: 1 });
    expect(makeWorld({ fighters: [ground, flyer], scenery: [house] }).explainLos('A', 'F').los).toBe('full');
    const flyer2 = { ...ground, level: 1 as const };
    expect(makeWorld({ fighters: [flyer2, flyer], scenery: [house] }).explainLos('A', 'F').los).toBe('full');
    const onGround = fighter('T', round(30), [400, 300], 180);
    expect(makeWorld({ fighters: [ground, onGround], scenery: [house] }).explainLos('A', 'T').los).toBe('none');
  });
});

describe('R-5.2 other fighters are barriers, the source and target are not', () => {
  it('a friend standing between hides a same-size target; the target itself never blocks its own lines', () => {
    const w = makeWorld({
      fighters: [
        fighter('A', square(25), [100, 300]),
        fighter('F', square(37.5), [200, 300], 0, { size: 2 }),
        fighter('T', square(25), [300, 300], 180),
      ],
    });
    const ex = w.explainLos('A', 'T');
    expect(ex.los).toBe('none');
    expect(ex.sight.blockers.map((b) => [b.id, b.kind])).toEqual([['F', 'fighter']]);
  });
});
