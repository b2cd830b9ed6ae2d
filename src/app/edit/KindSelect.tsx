// The scenery kind picker of the edit form and the drawing panel, with the kinds' names in the
// player's language.
import { SCENERY_KINDS, type ScenerySpec } from '../engine';
import { type Lang, kindName } from '../words/format';

type Kind = ScenerySpec['kind'];

export function KindSelect(props: { testId: string; lang: Lang; value: Kind; onChange: (kind: Kind) => void }) {
  return (
    <select data-testid={props.testId} value={props.value} onChange={(e) => props.onChange(e.target.value as Kind)}>
      {SCENERY_KINDS.map((k) => (
        <option key={k} value={k}>
          {kindName(props.lang, k)}
        </option>
      ))}
    </select>
  );
}
