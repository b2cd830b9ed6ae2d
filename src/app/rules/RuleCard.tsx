// The rule opened from a link: loaded the first time a link is followed (the first screen carries
// only the links, RuleLink and RuleText in Rules.tsx).
import { useRules } from './rules-loader';
import { useRuleCard } from './rule-card';
import { lt } from '../words/learn-words';
import { useStore } from '../state/store';
import { RuleText } from './Rules';

/** The rule opened from a link: title, text, source, editions, readings and notes. */
export function RuleCard() {
  const id = useRuleCard((s) => s.ruleShown);
  const lang = useStore((s) => s.lang);
  const rules = useRules(id !== null);
  if (!id || !rules) return null;
  const { ruleById, sectionOf } = rules;
  const rule = ruleById(id);
  const close = () => useRuleCard.getState().showRule(null);
  if (!rule) {
    return (
      <section className="card rule-card" data-testid="rule-card" data-rule={id}>
        <h3>
          {lt(lang, 'rule.unknown')}: {id}
        </h3>
        <button onClick={close}>{lt(lang, 'rule.close')}</button>
      </section>
    );
  }
  const section = sectionOf(rule);
  return (
    <section className="card rule-card" data-testid="rule-card" data-rule={rule.id}>
      <h3>
        <span className="rid">{rule.id}</span> {rule.title[lang]}
        <button className="close" aria-label={lt(lang, 'rule.close')} data-testid="rule-close" onClick={close}>
          ×
        </button>
      </h3>
      <p className="muted small">
        {section.number}. {section.title[lang]}
      </p>
      <p data-testid="rule-text">
        <RuleText text={rule.text[lang]} />
      </p>
      <p className="small">
        <b>{lt(lang, 'rule.source')}:</b> {rule.source[lang]} · <b>{lt(lang, 'rule.editions')}:</b>{' '}
        {rule.editions.join(', ')}
      </p>
      {rule.readings.length > 0 && (
        <>
          <h4>{lt(lang, 'rule.readings')}</h4>
          <ul className="small">
            {rule.readings.map((r, i) => (
              <li key={i}>
                {r.option !== null && (
                  <code>
                    {lt(lang, 'rule.option')} {r.option} ({lt(lang, 'rule.default')} {String(r.default)}
                    {r.unit ? ` ${r.unit}` : ''})
                  </code>
                )}{' '}
                <RuleText text={r.text[lang]} />
              </li>
            ))}
          </ul>
        </>
      )}
      {rule.notes.length > 0 && (
        <>
          <h4>{lt(lang, 'rule.notes')}</h4>
          <ul className="small">
            {rule.notes.map((n, i) => (
              <li key={i}>
                <RuleText text={n[lang]} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
