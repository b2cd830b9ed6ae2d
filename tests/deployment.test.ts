// tables, R-8.2 line-of-battle zones and legal deployment (Confédé III-A-1), R-8.5 Rag'narok
// battle lines; the exact "whole base inside a polygon" test they rest on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseFootprint } from '../geometry/base';
import {
  TABLES,
  baseInZone,
  checkDeployment,
  deploymentZones,
  footprintInPolygon,
  shrinkFootprint,
} from '../geometry/deployment';
import { bbox, type Footprint } from '../geometry/footprint';
import { parseScene, type SceneInput } from '../geometry/scene';
import type { Point } from '../geometry/vec';
import { fighter, rect, round, square } from './support/build';
import { loadScenario } from './support/scenes';

type Span = [number, number];
const xs = (pts: readonly Point[]): Span => [Math.min(...pts.map((p) => p.x)), Math.max(...pts.map((p) => p.x))];
const ys = (pts: readonly Point[]): Span => [Math.min(...pts.map((p) => p.y)), Math.max(...pts.map((p) => p.y))];

describe('R-8.1 / R-8.2 the zones of the three tables, both orientations', () => {
  it('1200 x 600 across the width (figure 1): more than 15 cm and less than 50 cm from x = 600', () => {
    const z = deploymentZones(TABLES.standard, 'width');
    expect(z.rule).toBe('R-8.2');
    expect(xs(z.low.points)).toEqual([100, 450]);
    expect(xs(z.high.points)).toEqual([750, 1100]);
    expect(ys(z.low.points)).toEqual([0, 600]);
    expect(xs(z.centre.points)).toEqual([450, 750]);
    expect(z.median).toEqual([
      { x: 600, y: 0 },
      { x: 600, y: 600 },
    ]);
  });

  it('1200 x 600 along the length (figure 2): y = 300, zones reach the long edges', () => {
    const z = deploymentZones(TABLES.standard, 'length');
    expect(ys(z.low.points)).toEqual([0, 150]);
    expect(ys(z.high.points)).toEqual([450, 600]);
    expect(xs(z.low.points)).toEqual([0, 1200]);
  });

  it('900 x 900 and 600 x 600: the 50 cm limit lies beyond the table edge', () => {
    expect(xs(deploymentZones(TABLES.square, 'width').low.points)).toEqual([0, 300]);
    expect(ys(deploymentZones(TABLES.square, 'length').high.points)).toEqual([600, 900]);
    expect(xs(deploymentZones(TABLES.small, 'width').high.points)).toEqual([450, 600]);
    expect(ys(deploymentZones(TABLES.small, 'length').low.points)).toEqual([0, 150]);
  });

  it("R-8.5 Rag'narok: each zone begins 15 cm from the line and runs to the edge", () => {
    const z = deploymentZones(TABLES.standard, 'width', 'ragnarok');
    expect(z.rule).toBe('R-8.5');
    expect(xs(z.low.points)).toEqual([0, 450]);
    expect(xs(z.high.points)).toEqual([750, 1200]);
  });

  it('sides are recorded on the zones', () => {
    const z = deploymentZones(TABLES.standard, 'width', 'confede', { low: 'red', high: 'blue' });
    expect([z.low.side, z.high.side, z.centre.side]).toEqual(['red', 'blue', null]);
  });
});

function deployScene(fighters: SceneInput['fighters'], tolerance = 0.5, extra: Partial<SceneInput> = {}) {
  return parseScene({
    version: 1,
    table: { width: 1200, depth: 600 },
    options: { tolerance },
    deployment: { orientation: 'width', sides: { low: 'red', high: 'blue' } },
    fighters,
    ...extra,
  });
}

const legalOf = (scene: ReturnType<typeof deployScene>, id: string) =>
  checkDeployment(scene).fighters.find((f) => f.id === id)!;

describe('R-8.2 whole base in its zone, with the R-0.3 reading at the lines', () => {
  it('a front edge exactly 150 mm from the median line is legal; 0.4 mm over (< τ) too; 1 mm over is not', () => {
    // 25 mm square: its front edge is at x = centre + 12.5; the zone ends at x = 450.
    const s = deployScene([
      fighter('on', square(25), [437.5, 100]),
      fighter('under-tau', square(25), [437.9, 200]),
      fighter('over', square(25), [438.5, 300]),
    ]);
    expect(legalOf(s, 'on')).toMatchObject({ legal: true, outsideMm: 0, zone: 'low' });
    expect(legalOf(s, 'under-tau').legal).toBe(true);
    expect(legalOf(s, 'under-tau').outsideMm).toBeCloseTo(0.4, 9);
    expect(legalOf(s, 'over').legal).toBe(false);
    expect(legalOf(s, 'over').outsideMm).toBeCloseTo(1, 9);
  });

  it('a back edge exactly 500 mm from the median line is legal; 1 mm further is not', () => {
    const s = deployScene([fighter('on', round(30), [115, 100]), fighter('over', round(30), [114, 300])]);
    expect(legalOf(s, 'on').legal).toBe(true);
    expect(legalOf(s, 'over').legal).toBe(false);
    expect(legalOf(s, 'over').outsideMm).toBeCloseTo(1, 2);
  });

  it('with τ = 0 the line itself still belongs to the zone (closed), and 0.01 mm over is out', () => {
    const s = deployScene([fighter('on', square(25), [437.5, 100]), fighter('over', square(25), [437.51, 300])], 0);
    expect(legalOf(s, 'on').legal).toBe(true);
    expect(legalOf(s, 'over').legal).toBe(false);
  });

  it('a base straddling the zone line is illegal, and we say by how much', () => {
    const s = deployScene([fighter('R', round(40), [450, 300])]);
    expect(legalOf(s, 'R')).toMatchObject({ legal: false, zone: 'low' });
    expect(legalOf(s, 'R').outsideMm).toBeCloseTo(20, 2);
  });

  it('a turned base: its corner counts (square 25 at 45°, half-diagonal 17.68 mm)', () => {
    const half = 12.5 * Math.SQRT2;
    const s = deployScene([
      fighter('in', square(25), [1100 - half, 100], 45, { side: 'blue' }),
      fighter('out', square(25), [1100 - half + 1, 300], 45, { side: 'blue' }),
    ]);
    expect(legalOf(s, 'in').legal).toBe(true);
    expect(legalOf(s, 'out').legal).toBe(false);
    expect(legalOf(s, 'out').outsideMm).toBeCloseTo(1, 6);
  });

  it('a fighter deployed in the enemy zone is illegal; a side with no zone is reported', () => {
    const s = deployScene([
      fighter('lost', square(25), [800, 100]),
      fighter('ally', square(25), [300, 100], 0, { side: 'green' }),
    ]);
    const r = checkDeployment(s);
    expect(legalOf(s, 'lost')).toMatchObject({ legal: false, within: ['high'] });
    expect(legalOf(s, 'ally')).toMatchObject({ legal: null, zone: null, within: ['low'] });
    expect(r.legal).toBe(false);
  });

  it('a scene without deployment sides gives zones but no verdict', () => {
    const s = parseScene({
      version: 1,
      table: { width: 1200, depth: 600 },
      fighters: [fighter('A', square(25), [300, 100])],
    });
    const r = checkDeployment(s);
    expect(r.sides).toBeNull();
    expect(r.legal).toBeNull();
    expect(r.fighters[0]).toMatchObject({ legal: null, within: ['low'] });
  });

  it('the fixture deploy-line-of-battle: the named fighters get the verdicts their names promise', () => {
    const r = checkDeployment(loadScenario('deploy-line-of-battle'));
    const byId = Object.fromEntries(r.fighters.map((f) => [f.id, f]));
    expect(byId['R-at-15cm'].legal).toBe(true);
    expect(byId['R-at-50cm'].legal).toBe(true);
    expect(byId['R-over-tau'].legal).toBe(true);
    expect(byId['R-straddles'].legal).toBe(false);
    expect(byId['R-straddles'].outsideMm).toBeCloseTo(20, 2);
    expect(byId['R-behind'].legal).toBe(false);
    expect(byId['R-behind'].outsideMm).toBeCloseTo(15, 2);
    expect(byId['B-ok'].legal).toBe(true);
    expect(byId['B-turned'].legal).toBe(false);
    expect(byId['B-turned'].outsideMm).toBeCloseTo(12.5 * Math.SQRT2 - 15, 6);
    expect(r.legal).toBe(false);
  });
});

describe('whole base inside any simple polygon (exact, non-convex too)', () => {
  const sq = (cx: number, cy: number, w: number, facing = 0) => baseFootprint(square(w), { x: cx, y: cy }, facing);

  it('a notch pointing into the base: every corner and the centre inside, yet the base is not', () => {
    // A 200 mm square with a thin notch from the top edge down to (100, 100).
    const zone = [
      { x: 0, y: 0 },
      { x: 200, y: 0 },
      { x: 200, y: 200 },
      { x: 105, y: 200 },
      { x: 100, y: 100 },
      { x: 95, y: 200 },
      { x: 0, y: 200 },
    ];
    const base = sq(90, 110, 30);
    expect(footprintInPolygon(base, zone)).toBe(false);
    // Moved left, clear of the notch (x ≤ 94.5 at y = 125 — the notch edge is at x = 98.75 there).
    expect(footprintInPolygon(sq(70, 110, 30), zone)).toBe(true);
  });

  it('an L-shaped zone: a round base around the reflex corner is out, in either arm it is in', () => {
    const L = [
      { x: 0, y: 0 },
      { x: 200, y: 0 },
      { x: 200, y: 100 },
      { x: 100, y: 100 },
      { x: 100, y: 200 },
      { x: 0, y: 200 },
    ];
    const c = (x: number, y: number, r: number): Footprint => baseFootprint(round(2 * r), { x, y }, 0);
    expect(footprintInPolygon(c(110, 90, 15), L)).toBe(false);
    expect(footprintInPolygon(c(150, 50, 15), L)).toBe(true);
    expect(footprintInPolygon(c(50, 150, 15), L)).toBe(true);
    // Tangent to both edges of the reflex corner from inside the corner square: on the boundary, in.
    expect(footprintInPolygon(c(85, 85, 15), L)).toBe(true);
    // Clockwise winding gives the same answers.
    expect(footprintInPolygon(c(110, 90, 15), [...L].reverse())).toBe(false);
    expect(footprintInPolygon(c(150, 50, 15), [...L].reverse())).toBe(true);
  });

  it('a base wholly outside, and a zone wholly inside a base, are both "not inside"', () => {
    const zone = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(footprintInPolygon(sq(100, 100, 25), zone)).toBe(false);
    expect(footprintInPolygon(sq(5, 5, 50), zone)).toBe(false);
  });

  it('shrinking by τ: a rectangle moves each edge in, a circle loses τ of radius', () => {
    const r = shrinkFootprint(baseFootprint(rect(25, 50), { x: 0, y: 0 }, 0), 0.5) as Footprint;
    expect(bbox(r)).toEqual({ minX: -24.5, minY: -12, maxX: 24.5, maxY: 12 });
    const c = shrinkFootprint(baseFootprint(round(30), { x: 0, y: 0 }, 0), 0.5) as Footprint;
    expect(c.kind === 'circle' && c.radiusMm).toBe(14.5);
  });

  it('circle zones: a base inside iff its farthest point is within the radius (less τ)', () => {
    const zone = { center: { x: 0, y: 0 }, radiusMm: 100 };
    expect(baseInZone(baseFootprint(round(30), { x: 85, y: 0 }, 0), zone, 0.5).inside).toBe(true);
    const out = baseInZone(baseFootprint(round(30), { x: 86, y: 0 }, 0), zone, 0.5);
    expect(out.inside).toBe(false);
    expect(out.outsideMm).toBeCloseTo(1, 9);
  });

  it('property: against an axis-aligned rectangle the answer is the bounding-box test (brute-force oracle)', () => {
    const zone = [
      { x: 100, y: 50 },
      { x: 450, y: 50 },
      { x: 450, y: 550 },
      { x: 100, y: 550 },
    ];
    fc.assert(
      fc.property(
        fc.double({ min: 60, max: 490, noNaN: true }),
        fc.double({ min: 10, max: 590, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.constantFrom<'round' | 'square' | 'rect'>('round', 'square', 'rect'),
        (x, y, facing, kind) => {
          const base = kind === 'round' ? round(40) : kind === 'square' ? square(25) : rect(25, 50);
          const fp = baseFootprint(base, { x, y }, facing);
          const b = bbox(fp);
          const oracle = b.minX >= 100 && b.maxX <= 450 && b.minY >= 50 && b.maxY <= 550;
          // Skip the measure-zero band where rounding decides (within 1e-7 mm of a line).
          const margin = Math.min(
            Math.abs(b.minX - 100),
            Math.abs(b.maxX - 450),
            Math.abs(b.minY - 50),
            Math.abs(b.maxY - 550),
          );
          fc.pre(margin > 1e-7);
          expect(footprintInPolygon(fp, zone)).toBe(oracle);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: against a non-convex polygon, inside agrees with dense sampling of the base (oracle)', () => {
    // A comb: three teeth pointing up from a bar.
    const comb = [
      { x: 0, y: 0 },
      { x: 300, y: 0 },
      { x: 300, y: 200 },
      { x: 240, y: 200 },
      { x: 240, y: 60 },
      { x: 180, y: 60 },
      { x: 180, y: 200 },
      { x: 120, y: 200 },
      { x: 120, y: 60 },
      { x: 60, y: 60 },
      { x: 60, y: 200 },
      { x: 0, y: 200 },
    ];
    const combFp = comb;
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.boolean(),
        (x, y, facing, isRound) => {
          const fp = baseFootprint(isRound ? round(30) : square(25), { x, y }, facing);
          const exact = footprintInPolygon(fp, combFp);
          // Oracle: distance of the base to the outside of the comb, by sampling the base densely.
          const samples: Point[] = [];
          const bb = bbox(fp);
          for (let gx = bb.minX; gx <= bb.maxX; gx += 0.5) {
            for (let gy = bb.minY; gy <= bb.maxY; gy += 0.5) samples.push({ x: gx, y: gy });
          }
          const shrunk = shrinkFootprint(fp, 0.3) as Footprint;
          const inBase = samples.filter((p) =>
            shrunk.kind === 'circle'
              ? Math.hypot(p.x - x, p.y - y) <= shrunk.radiusMm
              : footprintInPolygon(p, shrunk.points as Point[]),
          );
          const anyOutside = inBase.some((p) => !pointInComb(p));
          // A sample of the base strictly outside the comb proves "not inside"; "inside" forbids any.
          if (anyOutside) expect(exact).toBe(false);
          if (exact) expect(anyOutside).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
    function pointInComb(p: Point): boolean {
      if (p.x < 0 || p.x > 300 || p.y < 0 || p.y > 200) return false;
      if (p.y <= 60) return true;
      return p.x <= 60 || (p.x >= 120 && p.x <= 180) || p.x >= 240;
    }
  });
});
