// R-6.7 (V-B-3) the penalties of the charges recorded this turn, in the Move tool's assault
// questions: each group of charges of one activation in the words of `mire penalties`.
import { chargeGroupWords } from '../../words';
import type { ChargeGroup } from '../engine/assault';
import { RuleText } from '../rules/Rules';
import { assaultWord } from '../words/assault-words';

export function PenaltiesView({
  turn,
  groups,
  lang,
}: {
  turn: number;
  groups: readonly ChargeGroup[];
  lang: 'en' | 'fr';
}) {
  const head = assaultWord(lang, 'penaltiesOfTurn').replace('{turn}', String(turn));
  return (
    <div data-testid="penalties-answer" data-groups={groups.length} className="verdict">
      <RuleText text={head} />
      {groups.length === 0 ? (
        <p className="muted">{assaultWord(lang, 'noCharge')}</p>
      ) : (
        <ul>
          {groups.map((g, i) => (
            <li key={i} data-testid={`penalty-group-${i}`} data-penalised={g.penalised}>
              <RuleText text={chargeGroupWords(g)[lang]} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
