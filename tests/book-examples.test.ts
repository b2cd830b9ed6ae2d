// The rulebook's own worked examples, as fixture scenes in assets/scenarios, with the book's verdicts.
import { describe, expect, it } from 'vitest';
import { scenarioWorld } from './support/scenes';

describe('R-5.8 (Confédé II-D-3 diagram): A sees Y and Z, partially sees V and X, does not see W', () => {
  const world = scenarioWorld('r-5.8-sight');
  const los = (to: string) => world.explainLos('A', to);

  it('A sees Y and Z: no line from the sight to their bases is cut (R-5.4 full)', () => {
    for (const id of ['Y', 'Z']) {
      expect(los(id).los, id).toBe('full');
      expect(los(id).visibleFraction, id).toBe(1);
      expect(los(id).sight.blockers, id).toEqual([]);
    }
  });

  it('A partially sees X: every line is cut, but only by Y, smaller than the large X (R-5.4)', () => {
    const ex = los('X');
    expect(ex.los).toBe('partial');
    expect(ex.visibleFraction).toBe(0);
    expect(ex.sight.blockers.map((b) => [b.id, b.size, b.tallEnough])).toEqual([['Y', 2, false]]);
    expect(ex.sight.blockers[0].blockedFraction).toBeCloseTo(1, 12);
  });

  it('A partially sees V: Z cuts part of the lines, and the visible fraction is the angular measure left (R-5.3, R-5.4)', () => {
    const ex = los('V');
    expect(ex.los).toBe('partial');
    expect(ex.sight.blockers.map((b) => b.id)).toEqual(['Z']);
    // Hand-worked closed form. Sight S = (215, 300). V: Ø30 at (520, 472); Z: Ø30 at (400, 380),
    // eroded by τ = 0.5 (R-5.2: grazing within τ does not cut). Z lies wholly in front of V, so
    // the blocked directions are Z's angular interval intersected with V's.
    const deg = 180 / Math.PI;
    const dirV = Math.atan2(172, 305) * deg;
    const halfV = Math.asin(15 / Math.hypot(305, 172)) * deg;
    const dirZ = Math.atan2(80, 185) * deg;
    const halfZ = Math.asin(14.5 / Math.hypot(185, 80)) * deg;
    const blocked = dirZ + halfZ - (dirV - halfV);
    expect(blocked).toBeGreaterThan(0);
    expect(ex.visibleFraction).toBeCloseTo(1 - blocked / (2 * halfV), 12);
  });

  it('A does not see W: Y and X, each at least as big as A and W, cut every line (R-5.4 none)', () => {
    const ex = los('W');
    expect(ex.los).toBe('none');
    expect(ex.obstruction).toBe('full');
    expect(ex.visibleFraction).toBe(0);
    expect(ex.sight.blockers.map((b) => [b.id, b.tallEnough])).toEqual([
      ['X', true],
      ['Y', true],
    ]);
  });

  it('the whole check pass reports the same verdicts (R-5.6)', () => {
    const fromA = world.check().pairs.filter((p) => p.from === 'A');
    const verdicts = Object.fromEntries(fromA.map((p) => [p.to, p.los]));
    expect(verdicts).toEqual({ Y: 'full', Z: 'full', X: 'partial', V: 'partial', W: 'none' });
  });
});

describe('Confédé II-E-1 contact between square bases (R-3.2, R-3.3, R-3.4)', () => {
  const world = scenarioWorld('ii-e-1-square-contact');

  it('A and Z are in contact, and only A could have made it: its sight touches Z, Z’s sight does not touch A', () => {
    expect(world.contact('A', 'Z').contact).toBe(true);
    expect(world.sightTouches('A', 'Z')).toBe(true);
    expect(world.sightTouches('Z', 'A')).toBe(false);
  });

  it('B and Y touch but are not in contact: neither has half a side against the other', () => {
    const c = world.contact('B', 'Y');
    expect(c.touching).toBe(true);
    expect(c.aQualifies).toBe(false);
    expect(c.bQualifies).toBe(false);
    expect(c.contact).toBe(false);
  });

  it('C, X and W are in contact; X has less than half a side against C but C has half of its front against X', () => {
    const cx = world.contact('C', 'X');
    expect(cx.aQualifies).toBe(true);
    expect(cx.bQualifies).toBe(false);
    expect(cx.contact).toBe(true);
    expect(world.contact('X', 'C').contact).toBe(true); // bilateral
    expect(world.contact('C', 'W').contact).toBe(true);
    // It is C who moved: its sight touches X; X's sight does not touch C.
    expect(world.sightTouches('C', 'X')).toBe(true);
    expect(world.sightTouches('X', 'C')).toBe(false);
  });

  it('melees link enemies in contact (R-3.6) and counts stay under the maximum by size (R-3.5)', () => {
    const r = world.check();
    expect(r.melees).toEqual([
      ['A', 'Z'],
      ['C', 'W', 'X'],
    ]);
    expect(r.contactCounts.C).toEqual({ enemies: 2, max: 4 });
    expect(r.contactCounts.X).toEqual({ enemies: 1, max: 6 });
    expect(r.contactCounts.B).toEqual({ enemies: 0, max: 4 });
  });
});

describe('Confédé II-E-2 contact between round bases (R-3.2, R-3.3, R-3.4)', () => {
  const world = scenarioWorld('ii-e-2-round-contact');

  it('A and Z are in contact as a result of Z’s move: Z’s sight touches A', () => {
    expect(world.contact('A', 'Z').contact).toBe(true);
    expect(world.sightTouches('Z', 'A')).toBe(true);
    expect(world.sightTouches('A', 'Z')).toBe(false);
  });

  it('B, X and Y are in contact; B could have moved (its sight touches X), or X and Y (their sights touch B)', () => {
    expect(world.contact('B', 'X').contact).toBe(true);
    expect(world.contact('B', 'Y').contact).toBe(true);
    expect(world.contact('X', 'Y').touching).toBe(false);
    expect(world.sightTouches('B', 'X')).toBe(true);
    expect(world.sightTouches('X', 'B')).toBe(true);
    expect(world.sightTouches('Y', 'B')).toBe(true);
    expect(world.check().melees).toEqual([
      ['A', 'Z'],
      ['B', 'X', 'Y'],
    ]);
  });
});
