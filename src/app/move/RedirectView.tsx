// R-6.16 (V-B-3) the answer to a redirected assault in the Move tool: the CLI's sentences of
// `mire path --redirect` (src/cli/path-redirect.ts) — the place, the turn, the redirected assault,
// its problems and notes, and the other choices.
import {
  type MoveContext,
  endsClear,
  moveNoteWords,
  moveProblemWords,
  moveSummaryWords,
  redirectChoicesWords,
  redirectPlaceWords,
  redirectTurnWords,
} from '../../words';
import type { RedirectJudgement } from '../engine/assault';
import { RuleText, RuleTextList } from '../rules/Rules';

/** A facing shown as the CLI shows it: 0–360°, three decimals at most. */
const degShown = (d: number) => Number((((d % 360) + 360) % 360).toFixed(3));

type Props = {
  readonly j: RedirectJudgement;
  readonly ctx: MoveContext;
  readonly mover: string;
  readonly newTarget: string;
  readonly lang: 'en' | 'fr';
};

export function RedirectView({ j, ctx, mover, newTarget, lang }: Props) {
  const r = j.redirected!;
  const summary = moveSummaryWords(r, mover, degShown(r.endFacing));
  const lines = [
    ...r.problems.map((p) => moveProblemWords(p, ctx)),
    ...r.notes.map((n) => moveNoteWords(n, ctx, endsClear(r.problems))),
  ];
  return (
    <div data-testid="redirect-answer" data-legal={r.legal} className={`verdict ${r.legal ? 'ok' : 'bad'}`}>
      <p>
        <RuleText text={redirectPlaceWords(j, mover, ctx.action)[lang]} />
      </p>
      <p>
        <RuleText text={redirectTurnWords(j, mover, newTarget, degShown(j.turnedFacingDeg))[lang]} />
      </p>
      <p data-testid="redirect-summary">
        <RuleText text={summary.head[lang]} /> <RuleText text={summary.end[lang]} />
      </p>
      <RuleTextList lines={lines} lang={lang} />
      <p>
        <RuleText text={redirectChoicesWords(j)[lang]} />
      </p>
    </div>
  );
}
