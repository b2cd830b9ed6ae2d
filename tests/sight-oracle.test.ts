// Brute-force oracles for the geometry core, written apart from the engine:
//  - R-5.3 / R-5.4 `obstruction` and `visibleFraction` against dense ray sampling
//    (tests/support/sight-oracle.ts, 20,000 directions per pair);
//  - R-2.1 edge-to-edge `distanceMm` against @flatten-js/core.
import Flatten from '@flatten-js/core';
import { describe, expect, it } from 'vitest';
import { benchScene, randomScene, rng32 } from '../bench/scenes';
import { baseFootprint } from '../geometry/base';
import { type Footprint, distanceMm } from '../geometry/footprint';
import type { Scene } from '../geometry/scene';
import type { SightFacts } from '../geometry/sight';
import { World, sceneryFootprint } from '../geometry/world';
import { oracleSight } from './support/sight-oracle';

const RAYS = 20_000;

type Case = { scene: Scene; world: World; from: string; to: string };

/** Seeded sample of ordered pairs from each scene. */
function sampleCases(scenes: Scene[], perScene: number, seed: number): Case[] {
  const rng = rng32(seed);
  const out: Case[] = [];
  for (const scene of scenes) {
    const world = new World(scene);
    const ids = world.fighterIds();
    for (let k = 0; k < perScene; k++) {
      const from = ids[Math.floor(rng() * ids.length)];
      let to = ids[Math.floor(rng() * ids.length)];
      while (to === from) to = ids[Math.floor(rng() * ids.length)];
      out.push({ scene, world, from, to });
    }
    // Every pair of touching bases too: sights on or beside a neighbour's base (R-3.4).
    for (const from of ids)
      for (const to of ids) if (from !== to && world.contact(from, to).touching) out.push({ scene, world, from, to });
  }
  return out;
}

/** Measure of the union of the tall-enough blockers' intervals, as a fraction of Φ. */
function tallFraction(sight: SightFacts): number {
  const span = sight.spanDeg[1] - sight.spanDeg[0];
  const ivs = sight.blockers.filter((b) => b.tallEnough).flatMap((b) => b.intervalsDeg.map(([a, z]) => [a, z]));
  ivs.sort((x, y) => x[0] - y[0]);
  let m = 0;
  let end = -Infinity;
  for (const [a, z] of ivs) {
    const lo = Math.max(a, end);
    if (z > lo) m += z - lo;
    end = Math.max(end, z);
  }
  return span > 0 ? m / span : 0;
}

describe('R-5.3 / R-5.4 line of sight against a brute-force oracle (20,000 rays per pair)', () => {
  // Sampling error: rays go through the middles of N equal cells of Φ, so each end of a blocked
  // interval misplaces at most half a cell, and a blocked sliver narrower than a cell can be missed
  // whole. With k changes of state seen along the rays we allow |engine − oracle| ≤ (k + 2) / N.
  // Verdicts must agree, except where the engine's own answer lies within two cells of the
  // boundary between them (a sliver the rays cannot see): those cases are counted and excluded.
  it('the visible fraction agrees within the sampling error and the verdict agrees', () => {
    const scenes = [
      ...[11, 12, 13].map((seed) =>
        randomScene(seed, {
          fighters: 16,
          scenery: 6,
          table: { width: 600, depth: 400 },
          contactChance: 0.35,
          passableChance: 0.3,
        }),
      ),
      benchScene(1),
    ];
    const cases = sampleCases(scenes, 40, 2026);
    const failures: string[] = [];
    const excluded: string[] = [];
    const verdicts: Record<string, number> = {};
    let touching = 0;
    for (const c of cases) {
      const where = `${c.from} -> ${c.to}`;
      const sight = c.world.sightFacts(c.from, c.to);
      const o = oracleSight(c.scene, c.from, c.to, RAYS);
      if (o.touching) {
        // R-3.4 the sight touches the target: nothing stands between them.
        touching++;
        if (!sight.sightTouchesTarget || sight.verdict !== 'full')
          failures.push(`${where}: the sight touches, engine says ${sight.verdict}`);
        continue;
      }
      verdicts[sight.verdict] = (verdicts[sight.verdict] ?? 0) + 1;
      const allowed = (o.transitions + 2) / o.rays;
      const err = Math.abs(sight.visibleFraction - o.visibleFraction);
      if (err > allowed)
        failures.push(`${where}: visible ${sight.visibleFraction} vs oracle ${o.visibleFraction} (allowed ${allowed})`);
      if (sight.verdict === o.verdict) continue;
      const cell = 2 / o.rays;
      const nearBoundary =
        (sight.verdict === 'full' && o.blocked / o.rays <= cell) ||
        (o.verdict === 'full' && 1 - sight.visibleFraction <= cell) ||
        (sight.verdict === 'partial' && o.verdict === 'none' && 1 - tallFraction(sight) <= cell) ||
        (sight.verdict === 'none' && o.verdict === 'partial' && 1 - o.tallBlocked / o.rays <= cell);
      const line = `${where}: engine ${sight.verdict}, oracle ${o.verdict} (oracle blocked ${o.blocked}, tall ${o.tallBlocked} of ${o.rays})`;
      if (nearBoundary) excluded.push(line);
      else failures.push(line);
    }
    console.log(
      `sight oracle: ${cases.length} pairs, ${touching} with the sight touching, verdicts ${JSON.stringify(verdicts)}, ` +
        `${excluded.length} excluded near a boundary${excluded.length ? `: ${excluded.join('; ')}` : ''}`,
    );
    expect(failures).toEqual([]);
    expect(verdicts.full).toBeGreaterThan(5);
    expect(verdicts.partial).toBeGreaterThan(5);
    expect(verdicts.none).toBeGreaterThan(5);
    expect(excluded.length).toBeLessThanOrEqual(3);
  }, 300_000);
});

describe('R-2.1 edge-to-edge distance against @flatten-js/core', () => {
  const { Polygon, Circle, point } = Flatten;
  type Shape = InstanceType<typeof Polygon> | InstanceType<typeof Circle>;

  function toFlatten(f: Footprint): Shape {
    if (f.kind === 'circle') return new Circle(point(f.center.x, f.center.y), f.radiusMm);
    return new Polygon(f.points.map((p) => point(p.x, p.y)));
  }

  /** flatten's distanceTo measures outline to outline: a shape inside the other is at 0. */
  function oracleDistance(a: Footprint, b: Footprint): number {
    const fa = toFlatten(a);
    const fb = toFlatten(b);
    const someOf = (f: Footprint) =>
      f.kind === 'circle' ? point(f.center.x, f.center.y) : point(f.points[0].x, f.points[0].y);
    if (fa.contains(someOf(b)) || fb.contains(someOf(a))) return 0;
    return fa.distanceTo(fb)[0];
  }

  it('bases and scenery of every kind, apart, touching, overlapping or nested', () => {
    const rng = rng32(77);
    const bases = [
      { type: 'round', diameter: 30 },
      { type: 'round', diameter: 60 },
      { type: 'square', width: 25 },
      { type: 'square', width: 37.5 },
      { type: 'rect', width: 25, depth: 50 },
    ] as const;
    const scenery = randomScene(5, { fighters: 0, scenery: 8 }).scenery.map(sceneryFootprint);
    const randomBase = (): Footprint =>
      baseFootprint(
        bases[Math.floor(rng() * bases.length)],
        { x: 300 + rng() * 200, y: 200 + rng() * 200 },
        rng() * 360,
      );
    let zero = 0;
    for (let k = 0; k < 3000; k++) {
      const a = randomBase();
      const b = k % 3 === 0 ? scenery[Math.floor(rng() * scenery.length)] : randomBase();
      const d = distanceMm(a, b);
      const o = oracleDistance(a, b);
      if (o === 0) zero++;
      expect(Math.abs(d - o), `case ${k}: engine ${d}, flatten ${o}`).toBeLessThanOrEqual(1e-6);
      expect(Math.abs(distanceMm(b, a) - d)).toBeLessThanOrEqual(1e-9);
    }
    expect(zero).toBeGreaterThan(50);
  }, 120_000);
});
