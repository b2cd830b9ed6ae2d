// Words players accept (issue 30): every sentence as a demanding player reads it, in English and in
// French: a partial verdict never beside 0% or 100% (R-5.4), numbers that never contradict the verdict
// beside them, notes that agree with the problems beside them, one number notation
// per French answer and the book's terms.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Io } from '../src/cli/io';
import { main } from '../src/cli/main';
import { runMire } from './support/cli';
import { SCENARIOS } from './support/scenes';
import type { LosExplanation, ShotJudgement } from '../geometry/index';
import {
  explainLosInWords,
  freeEdgesWords,
  lengthAgainstWords,
  moveNoteWords,
  moveProblemWords,
  moveReasons,
  moveSummaryWords,
  overSmallerWords,
  pctWords,
  shotLine,
  shotProblemWords,
} from '../src/words';

const ctx = { mover: 'A', action: 'walk', movCm: 10, widthMm: 30 } as const;

/** A looks at B over a size-1 fighter C that cuts every line: both are size 2. */
const overSmaller: LosExplanation = {
  from: { id: 'A', size: 2, level: 0 },
  to: { id: 'B', size: 2, level: 0 },
  los: 'partial',
  visibleFraction: 0,
  inView: true,
  contact: false,
  obstruction: 'full',
  sight: {
    verdict: 'partial',
    visibleFraction: 0,
    spanDeg: [80, 100],
    blockers: [{ id: 'C', kind: 'fighter', size: 1, tallEnough: false, blockedFraction: 1, intervalsDeg: [[80, 100]] }],
    sightTouchesTarget: false,
  },
  reasons: [
    { rule: 'R-4.1', code: 'in-view', fovLine: 'sight' },
    { rule: 'R-5.4', code: 'barriers', verdict: 'partial' },
  ],
};

describe('R-5.4 a partial verdict is never "0% visible"', () => {
  it('every line passes over smaller fighters: partially sees, and says why', () => {
    const en = explainLosInWords(overSmaller, 'en').split('\n');
    const fr = explainLosInWords(overSmaller, 'fr').split('\n');
    expect(en[0]).toBe('A partially sees B: every line passes over smaller fighters/scenery (R-5.4).');
    expect(fr[0]).toBe(
      'A voit partiellement B : toutes les lignes passent au-dessus de combattants ou de décors plus petits (R-5.4).',
    );
    expect(en.at(-1)).toBe(
      '- No direction is unblocked, but every line passes over smaller fighters/scenery (R-5.4); verdict from the barriers: partially sees.',
    );
    for (const text of [en.join('\n'), fr.join('\n')]) expect(text).not.toMatch(/\b0[.,]0\s?%/);
  });

  it('the Sight panel says it in words too, and only then', () => {
    expect(overSmallerWords(overSmaller, 'en')).toBe('Partial sight: every line passes over smaller fighters/scenery');
    expect(overSmallerWords(overSmaller, 'fr')).toBe(
      'Vue partielle : toutes les lignes passent au-dessus de combattants ou de décors plus petits',
    );
    expect(overSmallerWords({ ...overSmaller, visibleFraction: 0.5 }, 'en')).toBeNull();
  });

  it('a share beside a partial verdict reads neither 0% nor 100%, in each notation', () => {
    expect(pctWords(0.0001)).toEqual({ en: '< 0.1%', fr: '< 0,1\u202f%' });
    expect(pctWords(0.99999)).toEqual({ en: '> 99.9%', fr: '> 99,9\u202f%' });
    expect(pctWords(0.125)).toEqual({ en: '12.5%', fr: '12,5\u202f%' });
    const nearly = {
      ...overSmaller,
      visibleFraction: 0.0002,
      sight: { ...overSmaller.sight, visibleFraction: 0.0002 },
    };
    expect(explainLosInWords(nearly, 'en').split('\n')[0]).toBe('A partially sees B (< 0.1% visible).');
    expect(explainLosInWords(nearly, 'fr').split('\n')[0]).toBe('A voit partiellement B (< 0,1\u202f% visible).');
  });
});

describe('R-0.3 a number shown never contradicts the verdict beside it', () => {
  const shot = (distanceMm: number, band: ShotJudgement['band']): ShotJudgement => ({
    shooter: 'A',
    target: 'B',
    legal: band !== 'out',
    problems: [],
    los: 'full',
    distanceMm,
    rangesCm: [20, 40, 60],
    band,
    ragnarokBand: null,
    baseDifficulty: band === 'long' ? 10 : band === 'medium' ? 7 : band === 'short' ? 4 : null,
    modifiers: [],
    difficulty: band === 'long' ? 10 : band === 'medium' ? 7 : band === 'short' ? 4 : null,
    melee: [],
    meleeAtRisk: [],
    measuring: 'free',
  });

  it('long range just over 40 cm reads in mm, not "40.0 cm" (R-2.2)', () => {
    expect(shotLine(shot(400.4, 'long'))).toEqual({
      en: 'long range (400.4 mm): difficulty 10 (R-9.2)',
      fr: 'portée longue (400,4 mm) : difficulté 10 (R-9.2)',
    });
    expect(shotLine(shot(400.04, 'long')).en).toBe('long range (400.04 mm): difficulty 10 (R-9.2)');
    expect(shotLine(shot(412, 'long')).en).toBe('long range (41.2 cm): difficulty 10 (R-9.2)');
    expect(shotLine(shot(400, 'medium')).en).toBe('medium range (40.0 cm): difficulty 7 (R-9.2)');
  });

  it('beyond the long range by less than a rounding reads in mm (R-9.1)', () => {
    const j = shot(600.3, 'out');
    expect(
      shotProblemWords({ code: 'out-of-range', rule: 'R-9.1', distanceMm: 600.3, longMm: 600 } as never, j),
    ).toEqual({
      en: 'B is 600.3 mm away, beyond the long range of 60.0 cm: the shot fails (R-9.1, VI-A-1).',
      fr: 'B est à 600,3 mm, au-delà de la portée longue de 60,0 cm : le tir échoue (R-9.1, VI-A-1).',
    });
  });

  it('a route over its potential never reads equal to it: both in mm (R-6.5)', () => {
    const p = { code: 'too-long', rule: 'R-6.5', lengthMm: 100.4, potentialMm: 100, straightMm: 100.4, wentRound: [] };
    expect(moveProblemWords(p as never, ctx)).toEqual({
      en: "Out of reach: A's sight must travel 100.4 mm, more than its 100.0 mm walk (MOV 10, R-6.5).",
      fr: 'Hors de portée : la mire de A doit parcourir 100,4 mm, plus que les 100,0 mm de sa marche (MOU 10, R-6.5).',
    });
    expect(lengthAgainstWords(123, 100, 'over').length).toEqual({ en: '12.3 cm', fr: '12,3 cm' });
  });

  it('a route the tolerance puts in reach says so (R-0.3)', () => {
    const n = { code: 'travels', rule: 'R-6.1', movedMm: 100.45, potentialMm: 100, wentRound: [] };
    expect(moveNoteWords(n as never, ctx)).toEqual({
      en: "A's sight travels 10.0 cm of its 10.0 cm walk (R-6.1, R-6.5; over it by less than the tolerance, R-0.3).",
      fr: 'La mire de A parcourt 10,0 cm sur les 10,0 cm de sa marche (R-6.1, R-6.5 ; dépassement inférieur à la tolérance, R-0.3).',
    });
  });
});

describe('R-6.6 the notes agree with the problems beside them', () => {
  it('a base that would overlap another is not said to be clear of every other', () => {
    const overlap = { code: 'overlap', rule: 'R-0.3', other: 'k2', depthMm: 8.4 } as const;
    const note = { code: 'sight-against', rule: 'R-3.4', targets: ['E'] } as const;
    const ctxA = { ...ctx, action: 'charge' } as const;
    expect(moveReasons({ problems: [overlap], notes: [note] }, ctxA, 'en').map((r) => r.text)).toEqual([
      "A's base would overlap k2 by 8.4 mm: the whole base must end clear of every other base (R-6.6, R-0.3).",
      "A would end in contact with E, its sight against E's base (R-3.4), but its base not clear of every other (R-6.6).",
    ]);
    expect(moveReasons({ problems: [overlap], notes: [note] }, ctxA, 'fr')[1].text).toBe(
      'A finirait au contact de E, sa mire contre le socle de E (R-3.4), mais son socle ne serait pas à l’écart de tous les autres (R-6.6).',
    );
    expect(moveReasons({ problems: [], notes: [note] }, ctxA, 'en')[0].text).toContain('its base clear of every other');
  });

  it('a free edge round a whole round base is "the whole edge", not a point to itself', () => {
    expect(freeEdgesWords([{ from: [615, 300], to: [615, 300], whole: true }])).toEqual({
      en: 'free edges (R-6.6): the whole edge (all around)',
      fr: 'bords libres (R-6.6) : tout le bord (tout autour)',
    });
  });
});

describe('R-6.6 mire path: a round target free all around', () => {
  const scene = {
    version: 1,
    ruleset: 'confede',
    table: { width: 1200, depth: 600 },
    fighters: [
      {
        id: 'A',
        side: 'red',
        base: { type: 'round', diameter: 30 },
        position: [300, 300],
        facing: 0,
        size: 2,
        mov: 10,
      },
      {
        id: 'T',
        side: 'blue',
        base: { type: 'round', diameter: 30 },
        position: [450, 300],
        facing: 180,
        size: 2,
        mov: 10,
      },
    ],
  };
  const file = join(mkdtempSync(join(tmpdir(), 'mire-words-')), 'round.json');
  writeFileSync(file, JSON.stringify(scene));

  it.each([
    ['en', 'free edges (R-6.6): the whole edge (all around)'],
    ['fr', 'bords libres (R-6.6) : tout le bord (tout autour)'],
  ])('%s: the whole edge, not a point to itself', async (lang, line) => {
    const out: string[] = [];
    const io: Io = { out: (s) => out.push(s), err: (s) => out.push(s) };
    expect(await main(['path', file, 'A', '--target', 'T', '--lang', lang], io)).toBe(0);
    expect(out.at(-1)).toBe(line);
  });
});

describe('French: one notation, the actions and the verdict in the book’s words', () => {
  const j = {
    action: 'walk',
    reachable: true,
    lengthMm: 145,
    potentialMm: 150,
    withinPotential: true,
    legal: false,
    end: { x: 615, y: 300 },
    notes: [],
  } as const;

  it('mire path’s summary: decimal commas, "marche", "NON RÉGLEMENTAIRE", the potentiel de mouvement', () => {
    const s = moveSummaryWords(j, 'k1', 90);
    expect(s.head.fr).toBe(
      'k1, marche : trajet 14,5 cm, potentiel de mouvement 15,0 cm — à portée ; NON RÉGLEMENTAIRE.',
    );
    expect(s.end.fr).toBe('finit la mire en (61,5 ; 30,0) cm, orienté à 90°');
    expect(s.head.en).toBe('k1 walk: route 14.5 cm, potential 15.0 cm — within reach; NOT LEGAL.');
    expect(moveSummaryWords({ ...j, legal: true }, 'k1', 90).head.fr).toContain('; réglementaire.');
  });

  it('R-6.17 a charge out of reach falls short and is legal, and its summary says so in both languages', async () => {
    // default-table: B8 (MOV 10) engages R4 40.1 cm away, over its 20.0 cm engagement potential.
    const args = [join(SCENARIOS, 'default-table.json'), 'B8', '--target', 'R4', '--action', 'engage'];
    const en = await runMire('path', ...args);
    expect(en.out.split('\n')[0]).toBe(
      'B8 engagement: route 40.1 cm, potential 20.0 cm — out of reach, falls short (R-6.17); legal.',
    );
    const fr = await runMire('path', ...args, '--lang', 'fr');
    expect(fr.out.split('\n')[0]).toBe(
      'B8, engagement : trajet 40,1 cm, potentiel de mouvement 20,0 cm — hors de portée, tombe court (R-6.17) ; réglementaire.',
    );
    expect(fr.out).toContain('l’engagement tombe court');
  });
});
