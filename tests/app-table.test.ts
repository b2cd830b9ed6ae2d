// The app's pure rules for the user's table: what the autosave holds and how a bad one is kept
// aside, numbers in French, side colours by name, refused edits in the player's words, scenery
// turned and moved, scenario titles, and the lessons' and practice's separate undo histories.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSceneText, SceneError, type Scene, type ScenerySpec } from '../geometry/scene';
import {
  AUTOSAVE_KEY,
  KEPT_PREFIX,
  type StorageLike,
  keepAside,
  readStored,
  writeStored,
} from '../src/app/state/persist';
import { cmText, pctText, kindName, sideName } from '../src/app/words/format';
import { sideColour } from '../src/app/layout/look';
import { editErrorWords } from '../src/app/words/edit-errors';
import { moveSceneryTo, pivotOf, rotateScenery } from '../src/app/state/scenery-transform';
import { scenarioTitle, titledScenarios } from '../src/app/words/titles';
import { hitWords } from '../src/app/words/zones-words';
import { labelText } from '../src/app/edit/picking';

const ROOT = join(import.meta.dirname, '..');
const scenario = (name: string) =>
  parseSceneText(readFileSync(join(ROOT, 'assets/scenarios', `${name}.json`), 'utf8'), name);

class MemoryStorage implements StorageLike {
  readonly map = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  getItem(k: string) {
    return this.map.has(k) ? this.map.get(k)! : null;
  }
  setItem(k: string, v: string) {
    const used = [...this.map].reduce((n, [key, val]) => n + (key === k ? 0 : key.length + val.length), 0);
    if (used + k.length + v.length > this.quota) {
      const e = new Error('quota');
      e.name = 'QuotaExceededError';
      throw e;
    }
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

describe('the autosave (persist.ts)', () => {
  const good = readFileSync(join(ROOT, 'assets/scenarios/default-table.json'), 'utf8');

  it('reads a saved table, and tells empty from unreadable', () => {
    const s = new MemoryStorage();
    expect(readStored(s).kind).toBe('empty');
    s.setItem(AUTOSAVE_KEY, good);
    const r = readStored(s);
    expect(r.kind === 'ok' && r.scene.fighters.length).toBe(16);
    expect(readStored(null).kind).toBe('unavailable');
  });

  it.each([
    ['bad JSON', '{"version":1,'],
    ['an unknown (newer) field', good.replace('"version": 1,', '"version": 1, "layers": [],')],
    ['a bad field', good.replace('"version": 1,', '"version": 2,')],
  ])('finds %s unreadable, names the problem, and keeps the text aside under a new key', (_, text) => {
    const s = new MemoryStorage();
    s.setItem(AUTOSAVE_KEY, text);
    const r = readStored(s);
    expect(r.kind).toBe('bad');
    if (r.kind !== 'bad') return;
    expect(r.problem.length).toBeGreaterThan(5);
    const first = keepAside(s, r.text, 1_700_000_000_000);
    const second = keepAside(s, 'other', 1_700_000_000_000);
    expect(first.kind).toBe('kept');
    expect(second.kind).toBe('kept');
    if (first.kind !== 'kept' || second.kind !== 'kept') return;
    expect(first.key.startsWith(KEPT_PREFIX)).toBe(true);
    expect(second.key).not.toBe(first.key);
    expect(s.getItem(first.key)).toBe(text);
    expect(s.getItem(second.key)).toBe('other');
    // The original stays where it was until the app writes over it.
    expect(s.getItem(AUTOSAVE_KEY)).toBe(text);
  });

  it('a full store refuses the write, says so, and keeps the last saved table', () => {
    const s = new MemoryStorage(good.length + AUTOSAVE_KEY.length + 10);
    expect(writeStored(s, AUTOSAVE_KEY, good).kind).toBe('written');
    expect(writeStored(s, AUTOSAVE_KEY, good + ' '.repeat(100)).kind).toBe('full');
    expect(s.getItem(AUTOSAVE_KEY)).toBe(good);
    expect(keepAside(s, 'x'.repeat(200)).kind).toBe('failed');
  });
});

describe('numbers and names in French (format.ts)', () => {
  it('writes decimals with a comma in French, a point in English', () => {
    expect(cmText('fr', 125)).toBe('12,5 cm');
    expect(cmText('en', 125)).toBe('12.5 cm');
    expect(cmText('fr', 12345)).toBe('1234,5 cm');
  });

  it('never shows a share above 0 as 0%, nor one below 1 as 100%', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(0, 1), (f, digits) => {
        const s = pctText('en', f, digits);
        if (f > 0) expect(s).not.toMatch(/^0(\.0)?%$/);
        if (f < 1) expect(s).not.toMatch(/^100(\.0)?%$/);
      }),
    );
    expect(pctText('en', 0.0004, 0)).toBe('< 1%');
    expect(pctText('fr', 0.5, 1)).toBe('50,0\u202f%');
    expect(pctText('en', 0, 1)).toBe('0.0%');
  });

  it('translates colour-named sides and scenery kinds, keeps players’ own names', () => {
    expect(sideName('fr', 'blue')).toBe('bleu');
    expect(sideName('fr', 'Goblins')).toBe('Goblins');
    expect(sideName('en', 'blue')).toBe('blue');
    expect(kindName('fr', 'forest')).toBe('forêt');
  });
});

describe('side colours (look.ts)', () => {
  it('draws a side named blue in blue whatever comes first or deploys low', () => {
    const charge = scenario('lesson-charge');
    expect(charge.fighters[0].side).toBe('blue');
    expect(sideColour(charge, 'blue')).toBe('#2c6fd1');
    expect(sideColour(charge, 'red')).toBe('#e0622f');
    const flipped: Scene = { ...scenario('lesson-deployment') };
    flipped.deployment = { orientation: 'width', sides: { low: 'blue', high: 'red' } };
    expect(sideColour(flipped, 'blue')).toBe('#2c6fd1');
  });

  it('gives other sides distinct colours not taken by a named side', () => {
    const base = scenario('default-table');
    const renamed: Scene = {
      ...base,
      fighters: base.fighters.map((f) => ({ ...f, side: f.side === 'red' ? 'Goblins' : 'blue' })),
    };
    expect(sideColour(renamed, 'blue')).toBe('#2c6fd1');
    expect(sideColour(renamed, 'Goblins')).not.toBe('#2c6fd1');
  });
});

describe('refused edits in the player’s words (edit-errors.ts)', () => {
  it('names the fighter and the field, never the raw path', () => {
    const scene = scenario('default-table');
    const moved = {
      ...scene,
      fighters: scene.fighters.map((f) =>
        f.id === 'R2' ? { ...f, name: 'Kelrin', position: [410, 160] as [number, number] } : f,
      ),
    };
    let err: SceneError | null = null;
    try {
      parseSceneText(JSON.stringify(moved), 'table');
    } catch (e) {
      err = e as SceneError;
    }
    expect(err).toBeInstanceOf(SceneError);
    const en = editErrorWords(moved, err!, 'en');
    expect(en).not.toMatch(/fighters\[|table:/);
    expect(en).toContain('R2 (Kelrin)');
    expect(en).toContain('position');
    const fr = editErrorWords(moved, err!, 'fr');
    expect(fr).toContain('Combattant R2');
    expect(fr).toMatch(/chevauchent de \d+,\d+ mm/);
  });
});

describe('scenery turned and moved (edit/scenery-transform.ts)', () => {
  const ell: ScenerySpec = {
    id: 'w',
    kind: 'wall',
    blocksSight: true,
    passable: false,
    shape: {
      type: 'polygon',
      points: [
        [0, 0],
        [40, 0],
        [40, 10],
        [10, 10],
        [10, 30],
        [0, 30],
      ],
    },
  };
  it('turns about the pivot keeping every side length (a rigid motion), four quarter turns = none', () => {
    let s = ell;
    for (let i = 0; i < 4; i++) s = rotateScenery(s, 90);
    const pts = (sp: ScenerySpec) => (sp.shape.type === 'polygon' ? sp.shape.points.flat() : []);
    // Each turn rounds to 0.01 mm: four of them stay within 0.02 mm.
    pts(s).forEach((v, i) => expect(Math.abs(v - pts(ell)[i])).toBeLessThanOrEqual(0.02));
    const q = rotateScenery(ell, 37);
    const len = (sp: ScenerySpec) =>
      sp.shape.type === 'polygon'
        ? sp.shape.points.map((p, i, a) => Math.hypot(a[(i + 1) % a.length][0] - p[0], a[(i + 1) % a.length][1] - p[1]))
        : [];
    len(q).forEach((l, i) => expect(l).toBeCloseTo(len(ell)[i], 1));
  });
  it('moves the pivot to the point asked', () => {
    const m = moveSceneryTo(ell, 500, 300);
    // Corners are rounded to 0.01 mm.
    expect(pivotOf(m).x).toBeCloseTo(500, 2);
    expect(pivotOf(m).y).toBeCloseTo(300, 2);
  });
});

describe('words', () => {
  it('every bundled scenario has a title in both languages, no file slug', () => {
    const names = readdirSync(join(ROOT, 'assets/scenarios'))
      .map((f) => f.replace(/\.json$/, ''))
      .filter((n) => !n.startsWith('stress-'));
    for (const n of names) expect(titledScenarios()).toContain(n);
    expect(scenarioTitle('va-gap-wide', 'fr')).toMatch(/^Charge/);
    expect(scenarioTitle('va-gap-wide', 'en')).not.toBe(scenarioTitle('va-gap-wide', 'fr'));
  });
  it('a base the blast only grazes reads as hit, not "0.0%"', () => {
    const h = { id: 'A', side: 'red', distanceMm: 0, coverage: 'partial' as const, coveredFraction: 0, centre: false };
    expect(hitWords('en', h)).not.toContain('0.0%');
    expect(hitWords('en', h)).toContain('R-7.2');
    expect(hitWords('fr', { ...h, coveredFraction: 0.25 })).toContain('25,0');
  });
  it('a label shows the fighter’s name after its id', () => {
    expect(labelText('R3', 'Kelrin the Bold')).toBe('R3 · Kelrin the Bold');
    expect(labelText('R3', undefined)).toBe('R3');
    expect(labelText('R3', 'x'.repeat(40)).length).toBeLessThan(25);
  });
});
