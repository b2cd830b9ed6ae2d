// check() against a straightforward per-pair reference. check() decides every ordered pair of the
// table with shortcuts (contact once per unordered pair, one view of the barriers per source,
// barriers picked by cone and reach, scratch arrays, no per-barrier facts); the reference below
// asks the engine's rule functions one pair at a time, with every barrier on the table as a
// candidate (no index, no cone, no memo), and builds each verdict as reads; for it
// runs the previous engine's whole base-to-base search (bench/baseline-ragnarok.ts), no early
// outs, so the fast path is held to the old verdicts. The two must
// agree exactly, field for field, on seeded random tables of every ruleset, and again after a
// fighter is dragged (moveFighter).
import { describe, expect, it } from 'vitest';
import { referenceBaseToBase } from '../bench/baseline-ragnarok';
import { benchScene, randomScene } from '../bench/scenes';
import { erode } from '../geometry/sight/barrier';
import { sightPoint } from '../geometry/base';
import { contactFacts, maxEnemiesInContact } from '../geometry/contact';
import { bbox, containsPoint, distanceMm, distPointFootprint } from '../geometry/footprint';
import { RULE_VARIANTS } from '../geometry/ruleset';
import type { Scene } from '../geometry/scene';
import { type SightBarrier, lineOfSight } from '../geometry/sight';
import { inFieldOfView } from '../geometry/sight/view';
import { allSeams, memberBlockers, withSeams } from './support/seams';
import {
  type CheckResult,
  type Obstruction,
  type PairVerdict,
  World,
  fighterFootprint,
  sceneryFootprint,
} from '../geometry/world';

const OBSTRUCTION_OF = { full: 'none', partial: 'partial', none: 'full' } as const satisfies Record<
  string,
  Obstruction
>;

/** Every ordered pair of the scene, one at a time, from the rule functions. */
function referencePairs(scene: Scene): PairVerdict[] {
  const variants = RULE_VARIANTS[scene.ruleset];
  const tol = scene.options.tolerance;
  const prints = new Map(scene.scenery.map((s) => [s.id, sceneryFootprint(s)] as const));
  const fighters = scene.fighters.map((spec) => {
    const footprint = fighterFootprint(spec);
    const centre = { x: spec.position[0], y: spec.position[1] };
    const sight = sightPoint(spec.base, centre, spec.facing);
    // the scenery this fighter stands on.
    const standsOn = new Set([...prints].filter(([, fp]) => containsPoint(fp, centre)).map(([id]) => id));
    const barrier: SightBarrier = {
      id: spec.id,
      kind: 'fighter',
      size: spec.size,
      shape: erode(footprint, tol),
      bbox: bbox(footprint),
    };
    return { spec, footprint, centre, sight, standsOn, barrier };
  });
  const scenery: SightBarrier[] = scene.scenery
    .filter((s) => s.blocksSight)
    .map((s) => {
      const fp = prints.get(s.id)!;
      return { id: s.id, kind: 'scenery', size: s.size ?? Infinity, shape: erode(fp, tol), bbox: bbox(fp) };
    });
  // the seams between touching barriers (level-0 fighters and scenery that blocks sight).
  const level0 = fighters.filter((f) => f.spec.level === 0);
  const seams = allSeams(
    [...level0.map((f) => f.barrier), ...scenery],
    [...level0.map((f) => f.footprint), ...scene.scenery.filter((s) => s.blocksSight).map((s) => prints.get(s.id)!)],
    tol,
  );
  const out: PairVerdict[] = [];
  for (const a of fighters) {
    for (const b of fighters) {
      if (a === b) continue;
      const facts = contactFacts(a.spec.base, a.footprint, b.spec.base, b.footprint, tol, variants);
      // II-F-1 contact only between fighters at the same level.
      const contact = facts.contact && a.spec.level === b.spec.level;
      const fov = a.spec.level === 1 ? 360 : variants.fieldOfViewDeg;
      const inView = inFieldOfView(
        b.footprint,
        scene.options.fovLine === 'center' ? a.centre : a.sight,
        a.spec.facing,
        fov,
        tol,
      );
      let verdict: PairVerdict['los'];
      let visibleFraction: number;
      let blockers: readonly string[];
      // no barrier for a line with a level-1 end; none that either end stands on.
      const barriers =
        a.spec.level === 1 || b.spec.level === 1
          ? []
          : withSeams(
              [
                ...fighters.filter((f) => f !== a && f !== b && f.spec.level === 0).map((f) => f.barrier),
                ...scenery.filter((s) => !a.standsOn.has(s.id) && !b.standsOn.has(s.id)),
              ],
              seams,
            );
      if (variants.lineOfSight === 'base-to-base') {
        // the previous engine's whole line-space search on every pair (bench/baseline-ragnarok.ts).
        ({ verdict, visibleFraction, blockers } = referenceBaseToBase(
          a.footprint,
          a.centre,
          b.footprint,
          barriers,
          tol,
        ));
        blockers = memberBlockers(blockers, barriers);
      } else {
        const sight = lineOfSight(a.sight, a.spec.size, b.footprint, b.spec.size, barriers, tol);
        ({ verdict, visibleFraction } = sight);
        blockers = memberBlockers(
          sight.blockers.map((x) => x.id),
          barriers,
        );
      }
      const sightDistanceMm = distPointFootprint(a.sight, b.footprint);
      out.push({
        from: a.spec.id,
        to: b.spec.id,
        distanceMm: distanceMm(a.footprint, b.footprint),
        sightDistanceMm,
        touching: facts.touching,
        contact,
        sightTouches: sightDistanceMm <= tol,
        inView,
        obstruction: OBSTRUCTION_OF[verdict],
        los: contact ? 'full' : inView ? verdict : 'none',
        visibleFraction: contact ? 1 : inView ? visibleFraction : 0,
        blockers: [...blockers],
      });
    }
  }
  return out;
}

function referenceCounts(scene: Scene, pairs: PairVerdict[]): CheckResult['contactCounts'] {
  const variants = RULE_VARIANTS[scene.ruleset];
  const side = new Map(scene.fighters.map((f) => [f.id, f.side]));
  const counts: CheckResult['contactCounts'] = {};
  for (const f of scene.fighters) {
    const enemies = pairs.filter((p) => p.from === f.id && p.contact && side.get(p.to) !== f.side).length;
    counts[f.id] = { enemies, max: maxEnemiesInContact(f, variants) };
  }
  return counts;
}

function expectSamePairs(got: PairVerdict[], want: PairVerdict[]): void {
  expect(got.length).toBe(want.length);
  for (let k = 0; k < want.length; k++) expect(got[k], `${want[k].from} -> ${want[k].to}`).toEqual(want[k]);
}

function table(seed: number, ruleset: Scene['ruleset'], fovLine: 'sight' | 'center' = 'sight'): Scene {
  const scene = randomScene(seed, {
    fighters: 22,
    scenery: 7,
    table: { width: 800, depth: 500 },
    contactChance: 0.35,
    passableChance: 0.3,
    flyingChance: 0.1,
    ruleset,
  });
  return fovLine === 'sight' ? scene : { ...scene, options: { ...scene.options, fovLine } };
}

describe('R-2 .. R-5.7 check() agrees exactly with a per-pair reference', () => {
  const cases: [number, Scene['ruleset'], 'sight' | 'center'][] = [
    [101, 'confede', 'sight'],
    [102, 'confede', 'sight'],
    [103, 'confede', 'center'],
    [104, 'c3', 'sight'],
    [105, 'c3', 'center'],
    [106, 'ragnarok', 'sight'],
    [108, 'ragnarok', 'center'],
    [109, 'ragnarok', 'sight'],
  ];
  it.each(cases)('seed %i, %s, field-of-view line through the %s', (seed, ruleset, fovLine) => {
    const scene = table(seed, ruleset, fovLine);
    const world = new World(scene);
    const result = world.check();
    const want = referencePairs(scene);
    expectSamePairs(result.pairs, want);
    expect(result.contactCounts).toEqual(referenceCounts(scene, want));
    // One pair at a time (the app's drag) takes the index path: the same verdicts.
    for (const p of want.slice(0, 60)) expect(world.pair(p.from, p.to), `${p.from} -> ${p.to}`).toEqual(p);
  });

  it('after fighters are dragged and turned (moveFighter): whole pass, single pairs, one row, one column', () => {
    const scene = table(107, 'confede');
    const world = new World(scene);
    const ids = world.fighterIds();
    // Single pairs first, so that what each source has seen is memoised before the moves.
    for (const a of ids) for (const b of ids) if (a !== b) world.pair(a, b);
    for (const [k, id] of [ids[3], ids[11], ids[17]].entries()) {
      const f = world.fighter(id);
      world.moveFighter(id, [f.position[0] + 40 - 30 * k, f.position[1] - 25 + 20 * k], f.facing + 50 + 70 * k);
    }
    const want = referencePairs(world.scene);
    expectSamePairs(world.check().pairs, want);
    expectSamePairs(
      want.map((p) => world.pair(p.from, p.to)),
      want,
    );
    expectSamePairs(
      world.check({ from: ids[11] }).pairs,
      want.filter((p) => p.from === ids[11]),
    );
    expectSamePairs(
      world.check({ to: ids[3] }).pairs,
      want.filter((p) => p.to === ids[3]),
    );
  });

  it('on the bench table (60 fighters, 12 scenery pieces)', () => {
    const scene = benchScene(3);
    const world = new World(scene);
    const want = referencePairs(scene);
    expectSamePairs(world.check().pairs, want);
    // The verdict a charge reads, alone.
    expect(want.map((p) => world.losVerdict(p.from, p.to))).toEqual(want.map((p) => p.los));
  });

  it('bases stacked on one spot, eroded by τ to nothing (R-5.2), among large bases that still cut lines', () => {
    // τ = 30 mm: Ø30 bases shrink to nothing and may stack (overlap 30 ≤ τ, R-0.3); Ø80 bases keep
    // a Ø20 core that cuts lines. check() skips the empty ones without a sweep: the same verdicts.
    const base = (diameter: number) => ({ type: 'round' as const, diameter });
    const stacked = Array.from({ length: 20 }, (_, k) => ({
      id: `s${k}`,
      side: k % 2 ? 'a' : 'b',
      size: 2,
      mov: 10,
      position: [300, 300] as [number, number],
      facing: k * 37,
      base: base(30),
      level: 0 as const,
    }));
    const large = Array.from({ length: 6 }, (_, k) => {
      const a = (k * Math.PI) / 3;
      return {
        id: `L${k}`,
        side: 'a',
        size: 3,
        mov: 10,
        position: [300 + 130 * Math.cos(a), 300 + 130 * Math.sin(a)] as [number, number],
        facing: k * 60,
        base: base(80),
        level: 0 as const,
      };
    });
    const far = [0, 1, 2].map((k) => ({
      id: `f${k}`,
      side: 'b',
      size: 2,
      mov: 10,
      position: [300 + 250 * Math.cos(k * 2.1), 300 + 250 * Math.sin(k * 2.1)] as [number, number],
      facing: 180,
      base: base(30),
      level: 0 as const,
    }));
    for (const ruleset of ['confede', 'ragnarok'] as const) {
      const scene = {
        ...benchScene(1),
        ruleset,
        scenery: [],
        fighters: [...stacked, ...large, ...far],
        options: { ...benchScene(1).options, tolerance: 30 },
      } as Scene;
      const world = new World(scene);
      const want = referencePairs(scene);
      expectSamePairs(world.check().pairs, want);
      expect(
        want.some((p) => p.blockers.length > 0),
        'the large bases cut some lines',
      ).toBe(true);
    }
  });

  it("on the bench table under Rag'narok (R-5.7 on 3540 pairs)", () => {
    const scene: Scene = { ...benchScene(2), ruleset: 'ragnarok' };
    const world = new World(scene);
    const want = referencePairs(scene);
    expectSamePairs(world.check().pairs, want);
    expect(want.map((p) => world.losVerdict(p.from, p.to))).toEqual(want.map((p) => p.los));
  });
});
