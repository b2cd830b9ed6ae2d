// The rules reference inside the app: every cited R-id is a link that opens the rule in the
// reader's language (assets/rules/rules.json through geometry/rules-reference.ts).
import { Fragment } from 'react';
import { RULE_CITATION, useRules } from './rules-loader';
import { useRuleCard } from './rule-card';
import type { Lang, Words } from '../../words/types';

export function RuleLink({ id }: { id: string }) {
  // Until the reference has loaded a cited id counts as known; the card names an unknown one.
  const rules = useRules();
  const known = rules ? rules.ruleById(id) !== undefined : true;
  return (
    <button
      type="button"
      className="rid link"
      data-testid={`rule-link-${id}`}
      data-rule={id}
      disabled={!known}
      onClick={(e) => {
        e.stopPropagation();
        useRuleCard.getState().showRule(id);
      }}
    >
      {id}
    </button>
  );
}

/** A sentence with every R-id in it turned into a link. */
export function RuleText({ text }: { text: string }) {
  const parts: (string | { id: string })[] = [];
  let last = 0;
  for (const m of text.matchAll(RULE_CITATION)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push({ id: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((p, i) => (typeof p === 'string' ? <Fragment key={i}>{p}</Fragment> : <RuleLink key={i} id={p.id} />))}
    </>
  );
}

/** Sentences in the player's language as a list, each R-id a link; nothing when there are none. */
export function RuleTextList({ lines, lang }: { lines: readonly Words[]; lang: Lang }) {
  if (lines.length === 0) return null;
  return (
    <ul>
      {lines.map((l, i) => (
        <li key={i}>
          <RuleText text={l[lang]} />
        </li>
      ))}
    </ul>
  );
}
