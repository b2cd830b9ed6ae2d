// control: invariants over random scenes (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlOfZone, type NamedZone } from '../geometry/control';
import { parseScene } from '../geometry/scene';

const ZONE: NamedZone = {
  name: 'centre',
  shape: {
    kind: 'polygon',
    points: [
      { x: 450, y: 0 },
      { x: 750, y: 0 },
      { x: 750, y: 600 },
      { x: 450, y: 600 },
    ],
  },
};

// Fighters on a grid of 60 mm cells so that no two bases overlap.
const fighterArb = fc.record({
  cell: fc.integer({ min: 0, max: 199 }),
  side: fc.constantFrom('red', 'blue'),
  size: fc.integer({ min: 1, max: 5 }),
  value: fc.integer({ min: 0, max: 80 }),
  wound: fc.constantFrom('none', 'light', 'serious', 'critical'),
  routed: fc.boolean(),
  round: fc.boolean(),
});

type FighterArb = typeof fighterArb extends fc.Arbitrary<infer T> ? T : never;

function build(ruleset: 'confede' | 'ragnarok', specs: FighterArb[], swap = false) {
  const seen = new Set<number>();
  const fighters = [];
  for (const s of specs) {
    if (seen.has(s.cell)) continue;
    seen.add(s.cell);
    const side = swap ? (s.side === 'red' ? 'blue' : 'red') : s.side;
    fighters.push({
      id: `f${s.cell}`,
      side,
      size: s.size,
      mov: 10,
      value: s.value,
      wound: s.wound,
      routed: s.routed,
      base: s.round ? { type: 'round', diameter: 40 } : { type: 'square', width: 25 },
      // 20 columns of 60 mm from x = 30, 10 rows from y = 30: some straddle x = 450 / 750.
      position: [30 + (s.cell % 20) * 60, 30 + Math.floor(s.cell / 20) * 60],
    });
  }
  return parseScene({
    version: 1,
    ruleset,
    table: { width: 1200, depth: 600 },
    deployment: { orientation: 'width', sides: { low: 'red', high: 'blue' } },
    fighters,
  });
}

describe('control invariants', () => {
  it('swapping the sides swaps the controller (R-8.4, R-8.5)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'confede' | 'ragnarok'>('confede', 'ragnarok'),
        fc.array(fighterArb, { maxLength: 30 }),
        (ruleset, specs) => {
          const a = controlOfZone(build(ruleset, specs), ZONE);
          const b = controlOfZone(build(ruleset, specs, true), ZONE);
          const other = (s: string | null) => (s === null ? null : s === 'red' ? 'blue' : 'red');
          expect(b.controller).toBe(other(a.controller));
          expect(b.state).toBe(a.state);
        },
      ),
    );
  });

  it('a controller beats every other side on power (and on value under R-8.4); counted bases lie wholly in the zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'confede' | 'ragnarok'>('confede', 'ragnarok'),
        fc.array(fighterArb, { maxLength: 30 }),
        (ruleset, specs) => {
          const scene = build(ruleset, specs);
          const r = controlOfZone(scene, ZONE);
          for (const c of r.counted) {
            const f = scene.fighters.find((g) => g.id === c.id)!;
            const half = f.base.type === 'round' ? f.base.diameter / 2 : 12.5;
            expect(f.position[0] - half).toBeGreaterThanOrEqual(450 - 0.5);
            expect(f.position[0] + half).toBeLessThanOrEqual(750 + 0.5);
            if (ruleset === 'ragnarok') expect(f.routed).not.toBe(true);
          }
          if (r.controller === null) return;
          const mine = r.totals.find((t) => t.side === r.controller)!;
          for (const t of r.totals) {
            if (t === mine) continue;
            expect(mine.power).toBeGreaterThan(t.power);
            if (r.rule === 'R-8.4') expect(mine.value).toBeGreaterThan(t.value);
          }
        },
      ),
    );
  });
});
