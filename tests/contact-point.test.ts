// R-6.15 Choosing the contact point (Confédé V-B-3: "n'importe quel bord libre du socle de sa
// cible, à condition que son potentiel de déplacement lui permette de l'atteindre"):
// geometry/moves/contact-point.ts and `mire path --at`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distPointFootprint } from '../geometry/footprint';
import { judgeContactPoint, judgeMove } from '../geometry/moves';
import { fighter, makeScene, makeWorld, round, square } from './support/build';
import { runMire } from './support/cli';

// A (Ø30, MOV 10: a charge of 20 cm) at (250, 300) facing +x: its sight at (265, 300). Z (square
// 25) at (400, 300): its side facing A runs along x = 387.5 from y = 287.5 to 312.5. B, A's
// friend (Ø30) at (372.5, 332), touches nobody: a base of A with its sight at (387.5, 305)
// would stand at (372.5, 305), 27 mm from B's centre: 3 mm into B.
const parts = (movA = 10) => ({
  fighters: [
    fighter('A', round(30), [250, 300], 0, { mov: movA }),
    fighter('B', round(30), [372.5, 332]),
    fighter('Z', square(25), [400, 300], 180, { side: 'blue' }),
  ],
});

/** A's assault on Z aimed at the point (x, y) of Z's edge, A at MOV `movA`. */
const aAimsAt = (x: number, y: number, action: 'charge' | 'engage' = 'charge', movA = 10) =>
  judgeContactPoint(makeWorld(parts(movA)), { mover: 'A', target: 'Z', at: { x, y }, action });

describe('R-6.15 a chosen contact point (V-B-3)', () => {
  it('a free place within reach: the route straight to it, 122.602 mm = √(122.5² + 5²)', () => {
    const j = aAimsAt(387.5, 295);
    expect(j.verdict).toBe('in-reach');
    expect(j.legal).toBe(true);
    expect(j.free).toBe(true);
    expect(j.placed.lengthMm).toBeCloseTo(Math.hypot(122.5, 5), 3);
    expect(j.end).toEqual({ x: 387.5, y: 295 });
    expect(j.facingDeg).toBeCloseTo(0, 9);
    expect(j.placed.enemiesInContact).toEqual(['Z']);
  });

  it('a place B takes is not free (R-6.6): A would overlap B by 30 − 27 = 3 mm', () => {
    const j = aAimsAt(387.5, 305);
    expect(j.verdict).toBe('not-free');
    expect(j.legal).toBe(false);
    const overlap = j.problems.find((p) => p.code === 'overlap');
    expect(overlap).toMatchObject({ other: 'B' });
    expect((overlap as { depthMm: number }).depthMm).toBeCloseTo(3, 6);
  });

  it('out of reach it falls short (R-6.17), legal: MOV 5 goes 100 mm of the 122.602 along the straight route', () => {
    const j = aAimsAt(387.5, 295, 'charge', 5);
    expect(j.verdict).toBe('out-of-reach');
    expect(j.legal).toBe(true);
    expect(j.notes.map((n) => n.code)).toContain('falls-short');
    const l = Math.hypot(122.5, 5);
    // The drop routes to a goal backed off the base, then its last few mm: straight within 1e-3 mm.
    expect(j.end.x).toBeCloseTo(265 + (100 * 122.5) / l, 3);
    expect(j.end.y).toBeCloseTo(300 - (100 * 5) / l, 3);
  });

  it('a point off the edge is taken to the nearest point of it: (300, 300) → (387.5, 300), 87.5 mm', () => {
    const j = aAimsAt(300, 300, 'engage');
    expect(j.sight).toEqual({ x: 387.5, y: 300 });
    expect(j.offsetMm).toBeCloseTo(87.5, 9);
    expect(j.verdict).toBe('in-reach');
  });

  it('as for the nearest one: at the default charge’s own end, the same length', () => {
    const w = makeWorld(parts());
    const nearest = judgeMove(w, { mover: 'A', goal: { target: 'Z' }, action: 'charge' });
    const j = judgeContactPoint(w, { mover: 'A', target: 'Z', at: nearest.end, action: 'charge' });
    expect(j.verdict).toBe('in-reach');
    expect(j.placed.lengthMm).toBeCloseTo(nearest.lengthMm, 6);
  });

  it('property: the place is the nearest point of the edge (offset = the distance to Z), never shorter than straight', () => {
    const w = makeWorld(parts());
    const z = w.footprintOf('Z');
    fc.assert(
      fc.property(
        fc.double({ min: 300, max: 500, noNaN: true }),
        fc.double({ min: 200, max: 400, noNaN: true }),
        (x, y) => {
          fc.pre(distPointFootprint({ x, y }, z) > 0);
          const j = judgeContactPoint(w, { mover: 'A', target: 'Z', at: { x, y }, action: 'charge' });
          expect(distPointFootprint(j.sight, z)).toBeLessThan(1e-9);
          expect(j.offsetMm).toBeCloseTo(distPointFootprint({ x, y }, z), 6);
          if (j.verdict === 'in-reach')
            expect(j.placed.lengthMm).toBeGreaterThanOrEqual(Math.hypot(j.sight.x - 265, j.sight.y - 300) - 1e-6);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('mire path --at (R-6.15)', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'mire-cp-')), 'cp.json');
  writeFileSync(file, JSON.stringify(makeScene(parts())));

  it('--json: the place, its verdict and the route, the same in both languages but for the words', async () => {
    const en = await runMire('path', file, 'A', '--target', 'Z', '--at', '387.5,295', '--json');
    expect(en.code).toBe(0);
    const o = JSON.parse(en.out);
    expect(o.contactPoint).toMatchObject({ at: [387.5, 295], free: true, verdict: 'in-reach' });
    expect(o.lengthMm).toBeCloseTo(Math.hypot(122.5, 5), 3);
    const fr = JSON.parse(
      (await runMire('path', file, 'A', '--target', 'Z', '--at', '387.5,295', '--json', '--lang', 'fr')).out,
    );
    expect(fr.contactPoint).toEqual(o.contactPoint);
  });

  it('in words, English and French, a place not free says so', async () => {
    const en = await runMire('path', file, 'A', '--target', 'Z', '--at', '387.5,305');
    expect(en.out.split('\n')[0]).toBe(
      "Chosen contact point on Z's edge at (38.8, 30.5) cm (R-6.15): not free: the base does not fit there (R-6.6).",
    );
    const fr = await runMire('path', file, 'A', '--target', 'Z', '--at', '387.5,305', '--lang', 'fr');
    expect(fr.out.split('\n')[0]).toBe(
      'Point de contact choisi sur le bord de Z en (38,8 ; 30,5) cm (R-6.15) : pas libre : le socle n’y tient pas (R-6.6).',
    );
  });

  it('bad input: --at without one --target, one line, exit 2', async () => {
    const r = await runMire('path', file, 'A', '--to', '300,300', '--at', '387.5,295');
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'mire path: --at: the contact point of an assault on one --target (charge, engage or pursuit, R-6.15)',
    );
  });
});
