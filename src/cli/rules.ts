// `mire rules [R-id]`: the rules reference (assets/rules/rules.json) in words, English or French.
import {
  type Lang,
  type Reading,
  type Rule,
  RULES_REFERENCE,
  allSections,
  nearestRuleIds,
  normalizeRuleId,
  ruleById,
  rulesInSection,
  sectionOf,
} from '../../geometry/index';
import type { Ruleset } from '../../geometry/index';
import { quote } from '../../geometry/index';
import { type Io, UsageError, parseArgs } from './io';

export const usage = 'mire rules [R-id] [--lang en|fr] [--json]';

const EDITION_NAMES: Record<Ruleset, string> = { confede: 'Confédé', ragnarok: "Rag'narok", c3: 'C3' };

const WORDS = {
  en: {
    section: 'Section',
    source: 'Source',
    editions: 'Editions',
    readings: 'Readings',
    notes: 'Notes',
    option: 'option',
    default: 'default',
    in: 'in',
    colon: ':',
  },
  fr: {
    section: 'Section',
    source: 'Source',
    editions: 'Éditions',
    readings: 'Lectures',
    notes: 'Remarques',
    option: 'option',
    default: 'par défaut',
    in: 'en',
    colon: ' :',
  },
} as const;

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['lang']);
  if (positional.length > 1) throw new UsageError(`usage: ${usage}`);
  const lang = flags.get('lang') ?? 'en';
  if (lang !== 'en' && lang !== 'fr') throw new UsageError(`--lang: expected en or fr, got ${quote(String(lang))}`);
  const json = flags.has('json');

  if (positional.length === 0) {
    io.out(json ? JSON.stringify(RULES_REFERENCE) : listInWords(lang));
    return 0;
  }
  const asked = positional[0];
  const id = normalizeRuleId(asked);
  if (id === null) throw new UsageError(`${quote(asked)}: not a rule id (expected R-<section>.<n>, e.g. R-5.4)`);
  const rule = ruleById(id);
  if (!rule) {
    const near = nearestRuleIds(id);
    throw new UsageError(`${id}: no such rule${near.length ? `; did you mean ${near.join(' or ')}?` : ''}`);
  }
  io.out(json ? JSON.stringify(rule) : ruleInWords(rule, lang));
  return 0;
}

/** Every rule, id and title, under its section heading. */
export function listInWords(lang: Lang): string {
  const blocks = allSections().map((s) =>
    [
      `${s.number}. ${s.title[lang]} (${s.source[lang]})`,
      ...rulesInSection(s.number).map((r) => `  ${r.id.padEnd(6)} ${r.title[lang]}`),
    ].join('\n'),
  );
  return blocks.join('\n\n');
}

/** One rule in full: title, section, source, editions, text, readings with their options, notes. */
export function ruleInWords(rule: Rule, lang: Lang): string {
  const w = WORDS[lang];
  const s = sectionOf(rule);
  const lines = [
    `${rule.id} ${rule.title[lang]}`,
    `${w.section} ${s.number}. ${s.title[lang]}. ${w.source}${w.colon} ${rule.source[lang]}. ${w.editions}${w.colon} ${rule.editions.map((e) => EDITION_NAMES[e]).join(', ')}.`,
    '',
    rule.text[lang],
  ];
  if (rule.readings.length) {
    lines.push('', `${w.readings}${w.colon}`, ...rule.readings.map((r) => `- ${readingInWords(r, lang)}`));
  }
  if (rule.notes.length) {
    lines.push('', `${w.notes}${w.colon}`, ...rule.notes.map((n) => `- ${n[lang]}`));
  }
  return lines.join('\n');
}

function readingInWords(r: Reading, lang: Lang): string {
  if (r.option === null) return r.text[lang]; // the text says "Fixed reading: …"
  const w = WORDS[lang];
  const choice = r.values ? ` = ${r.values.join(' | ')}` : '';
  const unit = r.unit ? `, ${w.in} ${r.unit}` : '';
  const def = lang === 'fr' ? String(r.default).replace('.', ',') : String(r.default);
  const head = `${w.option} ${r.option}${choice}${unit} (${w.default} ${typeof r.default === 'number' ? def : r.default})`;
  return `${head}${w.colon} ${r.text[lang]}`;
}
