// The edition menu (Confédé, Rag'narok, C3) in the header; the card that follows a switch is
// Editions.tsx, loaded on demand.
import { RULESETS } from '../engine';
import { useLearn } from '../learn/learn';
import { type LearnKey, lt } from '../words/learn-words';
import { useStore } from '../state/store';

export function EditionMenu() {
  const lang = useStore((s) => s.lang);
  const ruleset = useStore((s) => s.scene.ruleset);
  return (
    <label className="check" title={lt(lang, 'edition')}>
      {lt(lang, 'edition')}{' '}
      <select
        data-testid="edition"
        value={ruleset}
        onChange={(e) => useLearn.getState().switchEdition(e.target.value as typeof ruleset)}
      >
        {RULESETS.map((r) => (
          <option key={r} value={r}>
            {lt(lang, `edition.${r}` as LearnKey)}
          </option>
        ))}
      </select>
    </label>
  );
}
