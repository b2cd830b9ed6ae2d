// R-6.8 (Rag'narok "Unit formation"): scattered and close formations, who is out and by how much.
import { describe, expect, it } from 'vitest';
import { checkFormations } from '../geometry/formation';
import { World } from '../geometry/world';
import { fighter, makeWorld, square } from './support/build';

const member = (id: string, x: number, y: number, extra = {}) =>
  fighter(id, square(30), [x, y], 0, { unit: 'griffins', side: 'griffin', ...extra });

describe('R-6.8 scattered formation: within 10 cm of the leader and 2.5 cm of another fighter', () => {
  it('a unit in formation', () => {
    const w = makeWorld({
      ruleset: 'ragnarok',
      fighters: [member('L', 100, 100, { leader: true }), member('B', 150, 100), member('C', 200, 100)],
    });
    const [u] = checkFormations(w);
    expect(u.inFormation).toBe(true);
    expect(u.formation).toBe('scattered');
  });

  it('names the straggler and by how much: 3 cm from its nearest friend, 12.5 cm from the leader', () => {
    // C's base spans x 265..295; B's ends at x 235 (gap 30 mm); the leader's ends at x 115 (gap 150 mm).
    const w = makeWorld({
      ruleset: 'ragnarok',
      fighters: [member('L', 100, 100, { leader: true }), member('B', 220, 100), member('C', 280, 100)],
    });
    const [u] = checkFormations(w);
    expect(u.inFormation).toBe(false);
    const byRule = Object.fromEntries(u.violations.filter((v) => v.fighter === 'C').map((v) => [v.rule, v.excessMm]));
    expect(byRule['neighbour-range']).toBeCloseTo(5, 9);
    expect(byRule['leader-range']).toBeCloseTo(50, 9);
    // B is 75 mm from L's edge (ok) and 30 mm from C but 75 from L: its nearest friend is C at 30 mm.
    expect(u.violations.filter((v) => v.fighter === 'B').map((v) => v.rule)).toEqual(['neighbour-range']);
  });

  it('a unit in contact with an opponent need not stay in formation', () => {
    const w = makeWorld({
      ruleset: 'ragnarok',
      fighters: [
        member('L', 100, 100, { leader: true }),
        member('C', 400, 100),
        fighter('E', square(30), [430, 100], 180, { side: 'wolfen' }),
      ],
    });
    const [u] = checkFormations(w);
    expect(u.excused).toEqual(['C']);
    expect(u.inFormation).toBe(true);
  });
});

describe('R-6.8 close formation: in contact, in one block, within 10 cm of the leader', () => {
  const closeUnit = (xs: number[]) => {
    const w = makeWorld({
      ruleset: 'ragnarok',
      fighters: xs.map((x, i) => member(`F${i}`, x, 100, i === 0 ? { leader: true } : {})),
    });
    return checkFormations(new World({ ...w.scene, units: [{ id: 'griffins', formation: 'close' }] }))[0];
  };

  it('a rank of touching bases is in formation', () => {
    const u = closeUnit([100, 130, 160]);
    expect(u.formation).toBe('close');
    expect(u.inFormation).toBe(true);
  });

  it("a block apart from the leader's block is out by its gap", () => {
    // F0|F1 touch, then a 10 mm gap, then F2|F3 touch.
    const u = closeUnit([100, 130, 170, 200]);
    expect(u.inFormation).toBe(false);
    expect(u.violations.map((v) => [v.fighter, v.rule, Number(v.distanceMm.toFixed(6))])).toEqual([
      ['F2', 'not-in-contact', 10],
      ['F3', 'not-in-contact', 10],
    ]);
  });

  it('a lone fighter 2 cm away is out by 2 cm', () => {
    const u = closeUnit([100, 130, 180]);
    expect(u.violations.map((v) => [v.fighter, v.rule, Number(v.distanceMm.toFixed(6))])).toEqual([
      ['F2', 'not-in-contact', 20],
    ]);
  });
});
