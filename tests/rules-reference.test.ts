// The rules reference (assets/rules/rules.json, geometry/rules-reference.ts, `mire rules`):
// complete, bilingual, well-formed, and every R-id cited in the code exists in it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import rulesData from '../assets/rules/rules.json';
import {
  RULE_CITATION,
  RULES_REFERENCE,
  allRules,
  allSections,
  citedRuleIds,
  nearestRuleIds,
  normalizeRuleId,
  parseRuleId,
  ruleById,
  rulesFileSchema,
  rulesInSection,
  sectionOf,
} from '../geometry/rules-reference';
import { parseSceneText } from '../geometry/scene';

const ROOT = join(__dirname, '..');
const MIRE = join(ROOT, 'bin', 'mire.js');

/** How many rules each section of RULES.md has (R-0.1 .. ). */
const RULES_MD_COUNTS: Record<number, number> = { 0: 3, 1: 3, 2: 2, 3: 7, 4: 3, 5: 8, 6: 18, 7: 5, 8: 5, 9: 6 };
const EXPECTED_IDS = Object.entries(RULES_MD_COUNTS).flatMap(([s, k]) =>
  Array.from({ length: k }, (_, i) => `R-${s}.${i + 1}`),
);

/** An id that is well formed but in no rulebook (built so that scanning this file does not find it). */
const missing = (section: number, n: number) => ['R', `${section}.${n}`].join('-');

function mire(...args: string[]) {
  const r = spawnSync(process.execPath, [MIRE, ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the reference data (a)', () => {
  it('has one entry per R-id of RULES.md, R-0.1 to R-9.6, in order', () => {
    expect(allRules().map((r) => r.id)).toEqual(EXPECTED_IDS);
  });

  it('matches RULES.md when the shared rules sit beside the checkout (optional)', () => {
    const rulesMd = join(ROOT, '..', 'shared', 'RULES.md');
    if (!existsSync(rulesMd)) return; // a clone without shared/: the list above stands in for it
    const ids = [...readFileSync(rulesMd, 'utf8').matchAll(/^- (R-\d+\.\d+) /gm)].map((m) => m[1]);
    expect(allRules().map((r) => r.id)).toEqual(ids);
  });

  it('ids are well formed and unique, sections ordered, each rule under the section of its id', () => {
    const ids = allRules().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of allRules()) {
      const key = parseRuleId(r.id);
      expect(key, r.id).not.toBeNull();
      expect(r.section, r.id).toBe(key!.section);
      expect(sectionOf(r).number).toBe(r.section);
    }
    expect(allSections().map((s) => s.number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const s of allSections()) {
      const ns = rulesInSection(s.number).map((r) => parseRuleId(r.id)!.n);
      expect(ns, `section ${s.number}`).toEqual(ns.map((_, i) => i + 1));
    }
  });

  it('every rule and section has an English and a French title, text and source', () => {
    const blank = (t: string) => t.trim().length === 0;
    for (const s of allSections()) {
      for (const t of [s.title, s.source]) expect(blank(t.en) || blank(t.fr), `section ${s.number}`).toBe(false);
    }
    for (const r of allRules()) {
      for (const t of [r.title, r.text, r.source]) expect(blank(t.en) || blank(t.fr), r.id).toBe(false);
      // The French is a translation, not a copy of the English.
      expect(r.text.fr, r.id).not.toBe(r.text.en);
      for (const x of [...r.readings, ...r.notes.map((n) => ({ text: n }))]) {
        expect(blank(x.text.en) || blank(x.text.fr), r.id).toBe(false);
        expect(x.text.fr, r.id).not.toBe(x.text.en);
      }
    }
  });

  it('every option a reading names is a scene option, with the scene default and values the scene accepts', () => {
    const sceneWith = (options: Record<string, unknown>) =>
      parseSceneText(JSON.stringify({ version: 1, table: { width: 1200, depth: 600 }, options }), 'test.json');
    const defaults = sceneWith({}).options as Record<string, unknown>;
    const named = new Set<string>();
    for (const r of allRules()) {
      for (const reading of r.readings) {
        if (reading.option === null) {
          expect(reading.text.en.startsWith('Fixed reading'), r.id).toBe(true);
          expect(reading.text.fr.startsWith('Lecture fixe'), r.id).toBe(true);
          continue;
        }
        named.add(reading.option);
        expect(Object.keys(defaults), r.id).toContain(reading.option);
        expect(reading.default, `${r.id} ${reading.option}`).toBe(defaults[reading.option]);
        for (const v of reading.values ?? []) {
          const parsed = sceneWith({ [reading.option]: v }).options as Record<string, unknown>;
          expect(parsed[reading.option]).toBe(v);
        }
      }
    }
    // Every disputed reading that has an option today is covered by an entry.
    expect([...named].sort()).toEqual(['dispersionDirections', 'fovLine', 'tolerance']);
    expect(ruleById('R-4.1')!.readings.map((x) => x.option)).toEqual(['fovLine']);
    expect(ruleById('R-7.1')!.readings.map((x) => x.option)).toContain('dispersionDirections');
    // RULES.md marks a Reading on: each has one.
    for (const id of ['R-4.1', 'R-5.5', 'R-6.7', 'R-7.1', 'R-8.3']) {
      expect(ruleById(id)!.readings.length, id).toBeGreaterThan(0);
    }
  });

  it('the ids cited inside the reference exist', () => {
    const texts = JSON.stringify(rulesData);
    const unknown = citedRuleIds(texts).filter((id) => !ruleById(id));
    expect(unknown).toEqual([]);
  });

  it('the schema rejects a duplicate, an out-of-order id, a wrong section and a missing French text', () => {
    const base = structuredClone(rulesData) as { rules: Record<string, unknown>[] };
    const dup = structuredClone(base);
    dup.rules.splice(1, 0, structuredClone(dup.rules[0]));
    expect(rulesFileSchema.safeParse(dup).success).toBe(false);
    const swapped = structuredClone(base);
    [swapped.rules[0], swapped.rules[1]] = [swapped.rules[1], swapped.rules[0]];
    expect(rulesFileSchema.safeParse(swapped).success).toBe(false);
    const wrongSection = structuredClone(base);
    wrongSection.rules[0].section = 1;
    expect(rulesFileSchema.safeParse(wrongSection).success).toBe(false);
    const noFrench = structuredClone(base);
    noFrench.rules[0].text = { en: 'x' };
    expect(rulesFileSchema.safeParse(noFrench).success).toBe(false);
    const badOption = structuredClone(base);
    badOption.rules[0].readings = [{ option: 'nope', default: 1, text: { en: 'x', fr: 'y' } }];
    expect(rulesFileSchema.safeParse(badOption).success).toBe(false);
    expect(rulesFileSchema.safeParse(base).success).toBe(true);
  });

  it('looks ids up, normalizes what people type and suggests the nearest ids', () => {
    expect(ruleById('R-5.4')!.title.en).toMatch(/verdict/i);
    expect(ruleById(missing(5, 9))).toBeUndefined();
    expect(normalizeRuleId('r-5.4')).toBe('R-5.4');
    expect(normalizeRuleId('R5.4')).toBe('R-5.4');
    expect(normalizeRuleId(' 5.4 ')).toBe('R-5.4');
    expect(normalizeRuleId('R-5')).toBeNull();
    expect(normalizeRuleId('los')).toBeNull();
    expect(nearestRuleIds(missing(5, 9))).toEqual(['R-5.8']);
    expect(nearestRuleIds(missing(3, 0))).toEqual(['R-3.1']);
    expect(nearestRuleIds(missing(10, 1))).toEqual(['R-9.1']);
    expect(nearestRuleIds('R-5.4')).toEqual(['R-5.4']);
    expect(nearestRuleIds('nonsense')).toEqual([]);
    expect(citedRuleIds('R-4.1, R-5.3 and again R-4.1')).toEqual(['R-4.1', 'R-5.3']);
    expect(RULES_REFERENCE.rules).toBe(allRules());
  });
});

/** Files under `dir` (relative to the checkout) whose names end with one of `exts`. */
function sourceFiles(dir: string, exts: readonly string[]): string[] {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return (readdirSync(abs, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => exts.some((e) => f.endsWith(e)) && !f.split(/[\\/]/).includes('node_modules'))
    .map((f) => join(abs, f));
}

describe('citations in the code (b)', () => {
  it('every R-id cited in geometry/, src/ and tests/ exists in the reference', () => {
    const files = [
      ...sourceFiles('geometry', ['.ts']),
      ...sourceFiles('src', ['.ts', '.tsx']),
      ...sourceFiles('tests', ['.ts']),
    ];
    expect(files.length).toBeGreaterThan(10);
    const unknown: string[] = [];
    let cited = 0;
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const m of line.matchAll(RULE_CITATION)) {
          cited++;
          if (!ruleById(m[0])) unknown.push(`${relative(ROOT, file)}:${i + 1}: ${m[0]}`);
        }
      });
    }
    expect(cited).toBeGreaterThan(100);
    expect(unknown, `citations of rules that do not exist:\n${unknown.join('\n')}`).toEqual([]);
  });
});

describe('mire rules (c)', () => {
  it('prints one entry: title, section, source, text, readings with their options', () => {
    const r = mire('rules', 'R-4.1');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = r.stdout;
    expect(out.split('\n')[0]).toBe('R-4.1 180° field of view');
    expect(out).toContain('Section 4. Field of view');
    expect(out).toContain('Source: Confédé II-D-2');
    expect(out).toContain(ruleById('R-4.1')!.text.en);
    expect(out).toContain('option fovLine = sight | center (default sight)');
  });

  it('prints fixed readings and notes, and accepts a lower-case id', () => {
    const r = mire('rules', 'r-5.5');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('R-5.5 Scenery size');
    expect(r.stdout).toContain('- Fixed reading: an element that the source or the target stands on');
    expect(r.stdout).toContain('Notes:');
  });

  it('lists every rule, id and title, grouped by section', () => {
    const r = mire('rules');
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    for (const s of allSections()) expect(lines).toContain(`${s.number}. ${s.title.en} (${s.source.en})`);
    for (const rule of allRules()) expect(lines).toContain(`  ${rule.id.padEnd(6)} ${rule.title.en}`);
    const heading = (n: number) => lines.findIndex((l) => l.startsWith(`${n}. `));
    expect(heading(5)).toBeLessThan(lines.indexOf(`  R-5.1  ${ruleById('R-5.1')!.title.en}`));
    expect(heading(6)).toBeGreaterThan(lines.indexOf(`  R-5.8  ${ruleById('R-5.8')!.title.en}`));
  });

  it('speaks French with --lang fr', () => {
    const one = mire('rules', 'R-0.3', '--lang', 'fr');
    expect(one.code).toBe(0);
    expect(one.stdout.split('\n')[0]).toBe('R-0.3 Tolérance τ');
    expect(one.stdout).toContain('Section 0. Cadre. Source : Convention de Mire.');
    expect(one.stdout).toContain('Lectures :');
    expect(one.stdout).toContain('option tolerance, en mm (par défaut 0,5) :');
    const list = mire('rules', '--lang=fr');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('5. Ligne de vue');
    expect(list.stdout).toContain(`  R-3.6  ${ruleById('R-3.6')!.title.fr}`);
  });

  it('--json gives the entry or the whole reference', () => {
    const one = mire('rules', 'R-7.1', '--json');
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toEqual(ruleById('R-7.1'));
    const all = mire('rules', '--json');
    expect(JSON.parse(all.stdout)).toEqual(RULES_REFERENCE);
  });

  it('exits 2 with one line suggesting the nearest ids for an unknown id', () => {
    const r = mire('rules', missing(5, 9));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`mire rules: ${missing(5, 9)}: no such rule; did you mean R-5.8?\n`);
  });

  it('exits 2 with one line for a malformed id, a bad language or two ids', () => {
    for (const args of [
      ['rules', 'sight'],
      ['rules', 'R-4.1', '--lang', 'de'],
      ['rules', 'R-4.1', 'R-4.2'],
    ]) {
      const r = mire(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.stderr.startsWith('mire rules: ')).toBe(true);
    }
  });
});
