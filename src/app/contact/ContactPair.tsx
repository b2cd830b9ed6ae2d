// The pair in dispute in the Contact tool: two fighters tapped, their gap in mm against τ, each
// one's half side and the verdict with its rule (R-3.1 .. R-3.4, R-3.7), worded as `mire check
// --from a --to b` decides them. Loaded the first time the tool is opened (not on the first screen).
import { useLayoutEffect, useMemo, useRef } from 'react';
import { pairContact } from '../engine';
import { useStore } from '../state/store';
import { contactPairHint, contactPairLines } from '../../words';
import { RuleLink } from '../rules/Rules';
import { PhotoTrustWhenPlaced } from '../layout/photo-trust-lazy';
import { scrollIntoPanel } from '../layout/scroll-into-panel';

export function ContactPair() {
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const first = useStore((s) => (s.selection?.kind === 'fighter' ? s.selection.id : null));
  const second = useStore((s) => s.sightTarget);
  const lines = useMemo(() => {
    const has = (id: string | null) => id !== null && scene.fighters.some((f) => f.id === id);
    if (!has(first) || !has(second) || first === second) return null;
    return contactPairLines(pairContact(scene, first!, second!), lang);
  }, [scene, first, second, lang]);
  // A new pair's answer is brought into view, wherever the panel was left scrolled.
  const ref = useRef<HTMLDivElement>(null);
  const shown = lines !== null;
  useLayoutEffect(() => scrollIntoPanel(ref.current), [first, second, shown]);
  if (!lines)
    return (
      <p className="muted small" data-testid="contact-pair-hint">
        {contactPairHint(lang, first)}
      </p>
    );
  return (
    <div ref={ref} className="setup" data-testid="contact-pair" data-pair={`${first}-${second}`}>
      <h4>
        {first} — {second}
      </h4>
      <ul>
        {lines.map((l, i) => (
          <li key={i} data-rule={l.rule}>
            {l.text} (<RuleLink id={l.rule} />)
          </li>
        ))}
      </ul>
      {/* Issue 35: whether each verdict holds within the photo's measured uncertainty. */}
      <PhotoTrustWhenPlaced first={first!} second={second!} />
    </div>
  );
}
