// R-6.14 Pushing aside (Confédé II-E-1: "ceux-ci peuvent être légèrement décalés de façon à
// permettre le placement du nouvel assaillant … si elles ne le sont pas [au contact du socle de la
// cible], elles sont considérées comme des obstacles"): geometry/moves/push-aside.ts and
// `mire path --push-aside`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseFootprint } from '../geometry/base';
import { maxEnemiesInContact } from '../geometry/contact';
import { penetrationMm } from '../geometry/footprint';
import { baseAtSight, judgePushAside } from '../geometry/moves';
import { World } from '../geometry/world';
import { box, fighter, makeScene, makeWorld, round, square } from './support/build';
import { runMire } from './support/cli';

// Z (square 25, blue) at (400, 300): its west side runs along x = 387.5 from y = 287.5 to 312.5.
// B (square 25, red) stands flush against it, (375, 300): the whole side is taken. Walls 1 mm off
// Z's other three sides (x ≥ 388, so B slides past them) leave no place there. A (square 25) at
// (250, 300) engages Z (MOV 10: 200 mm).
const walls = [box('N', 388, 313.5, 420, 340), box('E', 413.5, 260, 440, 340), box('S', 388, 260, 420, 286.5)];
const sideParts = (extra: ReturnType<typeof fighter>[] = [], size = 2) => ({
  fighters: [
    fighter('A', square(25), [250, 300], 0, { size }),
    fighter('B', square(25), [375, 300], 0),
    fighter('Z', square(25), [400, 300], 180, { side: 'blue' }),
    ...extra,
  ],
  scenery: walls,
});

describe('R-6.14 pushing aside along a side (II-E-1)', () => {
  it('B slides 12 mm: two squares may overlap by τ = 0.5, so A and B stand 24.5 apart, A at a corner of the 25 mm side', () => {
    const j = judgePushAside(makeWorld(sideParts()), { mover: 'A', target: 'Z', action: 'engage' });
    expect(j.verdict).toBe('pushed');
    expect(j.legal).toBe(true);
    expect(j.slid.map((s) => s.id)).toEqual(['B']);
    const b = j.slid[0];
    // A's sight at the corner y = 287.5 (or 312.5): B's centre 24.5 mm beyond it, 312 (or 288): 12 mm from 300.
    expect(b.movedMm).toBeCloseTo(12, 6);
    expect(j.totalMm).toBeCloseTo(12, 6);
    expect(b.to.x).toBe(375);
    expect(Math.abs(b.to.y - 300)).toBeCloseTo(12, 6);
    expect(j.sight!.x).toBe(387.5);
    expect(Math.abs(j.sight!.y - b.to.y)).toBeCloseTo(24.5, 6);
    expect(j.placed!.withinPotential).toBe(true);
    expect(j.placed!.enemiesInContact).toEqual(['Z']);
    // B's side still touches 12.5 + τ of Z's: at least half a side, in contact.
    const after = new World({
      ...makeScene(sideParts()),
      fighters: makeScene(sideParts()).fighters.map((f) =>
        f.id === 'B' ? { ...f, position: [b.to.x, b.to.y] as [number, number] } : f,
      ),
    });
    expect(after.contact('B', 'Z').contact).toBe(true);
  });

  it('a charge needs sight at the start, before anything is pushed: B, as big as A and Z, hides Z (R-6.5)', () => {
    const j = judgePushAside(makeWorld(sideParts()), { mover: 'A', target: 'Z', action: 'charge' });
    expect(j.verdict).toBe('pushed');
    expect(j.legal).toBe(false);
    expect(j.problems.map((p) => p.code)).toEqual(['no-sight-at-start']);
    // A large A (size 3) sees Z partially over the normal B: the charge is legal.
    const big = judgePushAside(makeWorld(sideParts([], 3)), { mover: 'A', target: 'Z', action: 'charge' });
    expect(big.legal).toBe(true);
  });

  it('fighters not in contact are barriers: C and D 1 mm off Z hem B in (1.5 mm each way), no room; they never move', () => {
    // C's corner (387.5, 313.5) is 1 mm from Z's (387.5, 312.5): not touching (τ = 0.5).
    const parts = sideParts([fighter('C', square(25), [375, 326]), fighter('D', square(25), [375, 274])]);
    const j = judgePushAside(makeWorld(parts), { mover: 'A', target: 'Z', action: 'engage' });
    expect(j.verdict).toBe('no-room');
    expect(j.legal).toBe(false);
    expect(j.slid).toEqual([]);
    expect(j.problems.map((p) => p.code)).toEqual(['no-free-edge']);
  });

  it('a free place: nothing to push (the north wall taken away)', () => {
    const parts = { ...sideParts(), scenery: [walls[1], walls[2]] };
    const j = judgePushAside(makeWorld(parts), { mover: 'A', target: 'Z', action: 'engage' });
    expect(j.verdict).toBe('not-needed');
    expect(j.slid).toEqual([]);
    expect(j.placed!.enemiesInContact).toEqual(['Z']);
  });

  it('Z (normal size) with 4 enemies in contact already: R-3.5 allows no fifth', () => {
    const parts = {
      fighters: [
        fighter('A', square(25), [250, 300], 0),
        fighter('B', square(25), [375, 300], 0),
        fighter('C', square(25), [400, 325], 270),
        fighter('D', square(25), [425, 300], 180),
        fighter('E', square(25), [400, 275], 90),
        fighter('Z', square(25), [400, 300], 180, { side: 'blue' }),
      ],
    };
    const j = judgePushAside(makeWorld(parts), { mover: 'A', target: 'Z', action: 'engage' });
    expect(j.verdict).toBe('at-maximum');
    expect(j.problems).toEqual([
      { code: 'too-many-in-contact', rule: 'R-6.11', target: 'Z', max: 4, already: ['B', 'C', 'D', 'E'] },
    ]);
  });
});

// Z (Ø40, blue) at (400, 300) ringed by six Ø30 at 30°, 90° … 330°, centres 35 mm from Z's: three
// are Z's friends, three its enemies. Two Ø30 may overlap by τ = 0.5: their centres 29.5 apart,
// φ = 2·asin(14.75 / 35) apart round Z. Gaps of 60° − φ each; A (Ø30) needs 2φ between its two
// neighbours: they are pushed φ − 30 each, their next ones 2φ − 90, the total (6φ − 240)° at 35 mm.
const ringParts = () => ({
  fighters: [
    fighter('A', round(30), [250, 300], 0),
    fighter('Z', round(40), [400, 300], 0, { side: 'blue' }),
    ...[30, 90, 150, 210, 270, 330].map((a, i) =>
      fighter(
        `F${a}`,
        round(30),
        [400 + 35 * Math.cos((a * Math.PI) / 180), 300 + 35 * Math.sin((a * Math.PI) / 180)],
        a + 180,
        {
          side: i % 2 ? 'red' : 'blue',
        },
      ),
    ),
  ],
});
const phiDeg = (2 * Math.asin(14.75 / 35) * 180) / Math.PI;
const arcMm = (deg: number) => ((deg * Math.PI) / 180) * 35;

describe('R-6.14 pushing aside round a round base', () => {
  it('the least total slide is (6φ − 240)° of arc at 35 mm; A goes in at 180°, the nearest to it', () => {
    const j = judgePushAside(makeWorld(ringParts()), { mover: 'A', target: 'Z', action: 'engage' });
    expect(j.verdict).toBe('pushed');
    expect(j.legal).toBe(true);
    expect(j.totalMm).toBeCloseTo(arcMm(6 * phiDeg - 240), 5);
    expect(j.sight!.x).toBeCloseTo(380, 6);
    expect(j.sight!.y).toBeCloseTo(300, 6);
    const moved = Object.fromEntries(j.slid.map((s) => [s.id, s.movedMm]));
    expect(Object.keys(moved).sort()).toEqual(['F150', 'F210', 'F270', 'F90']);
    expect(moved.F150).toBeCloseTo(arcMm(phiDeg - 30), 5);
    expect(moved.F90).toBeCloseTo(arcMm(2 * phiDeg - 90), 5);
    expect(j.placed!.withinPotential).toBe(true);
  });

  it('out of reach (MOV 3: 60 mm, 115 needed) the assault falls short and nobody is pushed (R-6.17)', () => {
    const parts = ringParts();
    parts.fighters[0] = fighter('A', round(30), [250, 300], 0, { mov: 3 });
    const j = judgePushAside(makeWorld(parts), { mover: 'A', target: 'Z', action: 'engage' });
    expect(j.verdict).toBe('out-of-reach');
    expect(j.legal).toBe(true);
    expect(j.placed!.notes.map((n) => n.code)).toContain('falls-short');
  });

  it('property: slid fighters stay in contact with Z, no two bases overlap by more than τ, barriers never move, R-3.5 holds', () => {
    // Six to eight Ø25 in eight slots 45° apart round a Ø40 or Ø50 Z (the ring turned as a whole),
    // and W, a Ø30 friend of Z 60 mm off its edge: a barrier.
    const ring = fc.record({
      slots: fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { minLength: 6, maxLength: 8 }),
      turnDeg: fc.double({ min: 0, max: 45, noNaN: true }),
      dz: fc.constantFrom(40, 50),
    });
    let proposed = 0;
    fc.assert(
      fc.property(ring, ({ slots, turnDeg, dz }) => {
        const r = dz / 2 + 12.5;
        const fighters = [
          fighter('A', round(30), [280, 300], 0),
          fighter('Z', round(dz), [400, 300], 0, { side: 'blue', size: 3 }),
          ...slots.map((k, i) => {
            const a = (k * 45 + turnDeg) * (Math.PI / 180);
            return fighter(`F${k}`, round(25), [400 + r * Math.cos(a), 300 + r * Math.sin(a)], 0, {
              side: i % 2 ? 'red' : 'blue',
            });
          }),
          fighter('W', round(30), [400, 300 + dz / 2 + 75], 0, { side: 'blue' }),
        ];
        const world = makeWorld({ fighters });
        const j = judgePushAside(world, { mover: 'A', target: 'Z', action: 'engage' });
        // Out of reach or with no route, the slides are still proposed (and not made): they must hold too.
        if (j.slid.length === 0) return;
        proposed++;
        const moved = new Map(j.slid.map((s) => [s.id, s]));
        const specs = world.scene.fighters.map((f) => {
          const s = moved.get(f.id);
          return s ? { ...f, position: [s.to.x, s.to.y] as [number, number], facing: s.facingDeg } : f;
        });
        const after = new World({ ...world.scene, fighters: specs });
        for (const s of j.slid) {
          expect(world.contact(s.id, 'Z').contact).toBe(true);
          expect(after.contact(s.id, 'Z').contact).toBe(true);
        }
        expect(moved.has('W')).toBe(false);
        const a = world.fighter('A');
        const prints = specs
          .filter((f) => f.id !== 'A')
          .map((f) => baseFootprint(f.base, { x: f.position[0], y: f.position[1] }, f.facing));
        if (j.verdict === 'pushed') prints.push(baseAtSight(a.base, j.placed!.end, j.placed!.endFacing));
        for (let p = 0; p < prints.length; p++)
          for (let q = 0; q < p; q++) expect(penetrationMm(prints[p], prints[q])).toBeLessThanOrEqual(0.5 + 1e-9);
        if (j.verdict === 'pushed') expect(j.placed!.enemiesInContact).toContain('Z');
        const enemies = after.enemiesInContact('Z').length + 1;
        expect(enemies).toBeLessThanOrEqual(maxEnemiesInContact(world.fighter('Z'), world.variants));
      }),
      { numRuns: 40 },
    );
    // Not a property that holds by never pushing: most rings leave no free place.
    expect(proposed).toBeGreaterThan(10);
  });
});

describe('mire path --push-aside (R-6.14)', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'mire-push-')), 'push.json');
  writeFileSync(file, JSON.stringify(makeScene(sideParts())));

  it('--json: the slid fighters and the place, the same in both languages', async () => {
    const en = await runMire('path', file, 'A', '--target', 'Z', '--action', 'engage', '--push-aside', '--json');
    expect(en.code).toBe(0);
    const o = JSON.parse(en.out);
    expect(o.pushAside.verdict).toBe('pushed');
    expect(o.pushAside.totalMm).toBeCloseTo(12, 3);
    expect(o.pushAside.slid).toHaveLength(1);
    expect(o.pushAside.slid[0]).toMatchObject({ id: 'B', movedMm: 12 });
    expect(o.legal).toBe(true);
    const fr = await runMire(
      'path',
      file,
      'A',
      '--target',
      'Z',
      '--action',
      'engage',
      '--push-aside',
      '--json',
      '--lang',
      'fr',
    );
    expect(JSON.parse(fr.out).pushAside).toEqual(o.pushAside);
  });

  it('in words, English and French: the slide in mm, from where to where', async () => {
    const en = (await runMire('path', file, 'A', '--target', 'Z', '--action', 'engage', '--push-aside')).out.split(
      '\n',
    );
    expect(en[0]).toBe(
      "No free place on Z's edge: pushing aside 1 fighter in contact with Z, 12.0 mm in all, opens one; each stays in contact with Z (R-6.14, II-E-1):",
    );
    expect(en[1]).toMatch(
      /^ {2}- B slides 12\.0 mm along the edge, from \(37\.5, 30\.0\) to \(37\.5, (31\.2|28\.8)\) cm$/,
    );
    const fr = (
      await runMire('path', file, 'A', '--target', 'Z', '--action', 'engage', '--push-aside', '--lang', 'fr')
    ).out.split('\n');
    expect(fr[0]).toBe(
      'Aucune place libre sur le bord de Z : en décalant 1 combattant au contact de Z, de 12,0 mm en tout, une place s’ouvre ; chacun reste au contact de Z (R-6.14, II-E-1) :',
    );
    expect(fr[1]).toMatch(
      /^ {2}- B glisse de 12,0 mm le long du bord, de \(37,5 ; 30,0\) à \(37,5 ; (31,2|28,8)\) cm$/,
    );
  });

  it('bad input: --push-aside without a target, one line, exit 2', async () => {
    const r = await runMire('path', file, 'A', '--to', '300,300', '--push-aside');
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'mire path: --push-aside: an assault on one --target (charge, engage or pursuit), without --at (R-6.14)',
    );
  });
});
