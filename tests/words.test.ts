// The words module (src/words/): the engine's codes and numbers in English and French, once for
// the CLI, the app and the lessons.
import { ACTION_NAME, theActionFr } from '../src/words/actions';
import { describe, expect, it } from 'vitest';
import { actionWords as appActionWords, problemWords as appProblemWords } from '../src/app/words/i18n';
import {
  actionWords,
  cmText,
  cmWords,
  decimalWords,
  moveProblemShort,
  moveProblemWords,
  moveReasons,
  num,
  pctText,
} from '../src/words';

const ctx = { mover: 'A', action: 'walk', movCm: 10, widthMm: 30 } as const;

describe('numbers in each language', () => {
  it('R-0.1 mm written as cm with one decimal, a decimal comma in French', () => {
    expect(cmWords(125)).toEqual({ en: '12.5 cm', fr: '12,5 cm' });
    expect(cmText('en', 125)).toBe('12.5 cm');
    expect(cmText('fr', 125)).toBe('12,5 cm');
  });

  it('the sentences round the binary value (toFixed), the panels the shortest decimal (Intl)', () => {
    expect(decimalWords(0.15).en).toBe('0.1');
    expect(num('en', 0.15)).toBe('0.2');
  });

  it('a share that is not zero never reads 0%, in either notation', () => {
    expect(pctText('en', 0.0001)).toBe('< 0.1%');
    expect(pctText('fr', 0.0001)).toBe('< 0,1\u202f%');
  });
});

describe('a move problem in words', () => {
  const overlap = { code: 'overlap', rule: 'R-0.3', other: 'B', depthMm: 2.4 } as const;

  it('a sentence for the CLI and the lessons, a short phrase for the panel, each citing its rules', () => {
    expect(moveProblemWords(overlap, ctx).en).toBe(
      "A's base would overlap B by 2.4 mm: the whole base must end clear of every other base (R-6.6, R-0.3).",
    );
    expect(moveProblemWords(overlap, ctx).fr).toContain('de 2,4 mm');
    expect(moveProblemShort(overlap, 'en')).toBe("the base overlaps B's base by 2.4 mm (R-0.3)");
  });

  it('the app reads the same words, under its own names', () => {
    expect(appProblemWords).toBe(moveProblemShort);
    expect(appActionWords).toBe(actionWords);
    expect(actionWords('fr', 'cover')).toBe('Déplacement à couvert');
  });

  it('reasons: the problems (not ok) then the notes (ok), in one language', () => {
    const note = { code: 'disengaged', rule: 'R-6.9', enemies: ['E'] } as const;
    const reasons = moveReasons({ problems: [overlap], notes: [note] }, ctx, 'fr');
    expect(reasons.map((r) => [r.rule, r.ok])).toEqual([
      ['R-0.3', false],
      ['R-6.9', true],
    ]);
    expect(reasons[1].text).toBe('A se désengage d’abord de E (V-C) : son potentiel est MOU × 1 (R-6.9).');
  });
});

describe('French articles of the actions', () => {
  it('elide before a vowel: l’engagement, la marche, le mouvement à couvert', () => {
    expect(theActionFr(ACTION_NAME.engage)).toBe('l’engagement');
    expect(theActionFr(ACTION_NAME.walk)).toBe('la marche');
    expect(theActionFr(ACTION_NAME.cover)).toBe('le mouvement à couvert');
  });
});
