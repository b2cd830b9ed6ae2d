// The card that says, after a switch of edition (EditionMenu.tsx), which rules differ and which
// verdicts on this table they changed (geometry/editions.ts). Loaded on demand (layout/lazy.tsx).
import type { EditionChange, VariantChange } from '../engine/editions';
import type { Lang } from '../words/i18n';
import { useLearn } from '../learn/learn';
import { type LearnKey, lt } from '../words/learn-words';
import { RuleLink } from '../rules/Rules';
import { useStore } from '../state/store';

const SHOWN = 12;

function value(lang: Lang, field: string, v: string | boolean | number, ragnarok: boolean): string {
  if (typeof v === 'boolean') return lt(lang, v ? 'yes' : 'no');
  // no partial sight in Rag'narok: an obstacle between the bases is interference.
  if (field === 'los' && ragnarok && v === 'partial') return lt(lang, 'los.interference');
  if (field === 'los') return lt(lang, `los.${v}` as LearnKey);
  return String(v);
}

function variantText(lang: Lang, v: VariantChange): string {
  const word = (x: unknown) => lt(lang, `variant.${v.variant}.${String(x)}` as LearnKey);
  return `${word(v.before)} → ${word(v.after)}`;
}

function changeText(lang: Lang, c: EditionChange, from: string, to: string): string {
  const field = lt(lang, `field.${c.field}` as LearnKey);
  const who = c.kind === 'pair' ? (c.field === 'contact' ? `${c.from} — ${c.to}` : `${c.from} → ${c.to}`) : c.id;
  const before = value(lang, c.field, c.before, from === 'ragnarok');
  return `${who}: ${field} ${before} → ${value(lang, c.field, c.after, to === 'ragnarok')}`;
}

export function EditionCard() {
  const lang = useStore((s) => s.lang);
  const cmp = useLearn((s) => s.edition);
  const sel = useStore((s) => s.selection);
  const target = useStore((s) => s.sightTarget);
  if (!cmp) return null;
  // The pair on the sight tool's verdict card first, then the selected fighter's, then the rest.
  const from = sel?.kind === 'fighter' ? sel.id : null;
  const rank = (c: EditionChange) => {
    const ids = c.kind === 'pair' ? [c.from, c.to] : [c.id];
    if (from && target && ids.includes(from) && ids.includes(target)) return 0;
    return from && ids.includes(from) ? 1 : 2;
  };
  const pairs = [...cmp.changes].sort((a, b) => rank(a) - rank(b));
  return (
    <section
      className="card edition-card"
      data-testid="edition-card"
      data-from={cmp.from}
      data-to={cmp.to}
      data-changes={pairs.length}
    >
      <h3>
        {lt(lang, 'edition.changed')}: {lt(lang, `edition.${cmp.from}` as LearnKey)} →{' '}
        {lt(lang, `edition.${cmp.to}` as LearnKey)}
        <button
          className="close"
          aria-label={lt(lang, 'edition.close')}
          onClick={() => useLearn.getState().closeEdition()}
        >
          ×
        </button>
      </h3>
      {cmp.variants.length > 0 && (
        <>
          <h4>{lt(lang, 'edition.rules')}</h4>
          <ul className="small" data-testid="edition-variants">
            {cmp.variants.map((v) => (
              <li key={v.variant}>
                {variantText(lang, v)}{' '}
                {v.rules.map((r) => (
                  <RuleLink key={r} id={r} />
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
      <h4>{lt(lang, 'edition.verdicts')}</h4>
      {pairs.length === 0 ? (
        <p className="muted">{lt(lang, 'edition.same')}</p>
      ) : (
        <>
          <ChangeList lang={lang} changes={pairs.slice(0, SHOWN)} editions={cmp} />
          {pairs.length > SHOWN && (
            <details>
              <summary className="muted small">
                {pairs.length - SHOWN} {lt(lang, 'edition.more')}
              </summary>
              <ChangeList lang={lang} changes={pairs.slice(SHOWN)} editions={cmp} />
            </details>
          )}
        </>
      )}
    </section>
  );
}

function ChangeList({
  lang,
  changes,
  editions,
}: {
  lang: Lang;
  changes: readonly EditionChange[];
  editions: { readonly from: string; readonly to: string };
}) {
  return (
    <ul className="small" data-testid="edition-changes">
      {changes.map((c, i) => (
        <li
          key={i}
          data-testid="edition-change"
          data-field={c.field}
          data-pair={c.kind === 'pair' ? `${c.from}>${c.to}` : c.id}
          data-before={String(c.before)}
          data-after={String(c.after)}
          data-rules={c.rules.join(' ')}
        >
          {changeText(lang, c, editions.from, editions.to)}{' '}
          {c.rules.map((r) => (
            <RuleLink key={r} id={r} />
          ))}
        </li>
      ))}
    </ul>
  );
}
