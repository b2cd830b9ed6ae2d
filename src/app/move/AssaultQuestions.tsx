// The Move tool's assault questions, loaded when an assault is chosen: the contact point the
// assault goes for (R-6.15, V-B-3), typed or picked on the table, pushing aside the fighters in
// contact with the target when it has no free place (R-6.14, II-E-1), and the shot a charger or an
// engager may make before moving (R-9.4, VI-B-3), the assault redirected when the target is gone
// (R-6.16, V-B-3) and the penalties of this turn's recorded charges, answered as `mire path --at`, `--push-aside`, `mire shoot --assault` and
// `mire path --redirect` answer.
import { useEffect, useState } from 'react';
import {
  assaultShotHeadWords,
  assaultShotNoteWords,
  assaultShotProblemWords,
  contactPointWords,
  pushAsideWords,
  slidWords,
} from '../../words';
import { RedirectView } from './RedirectView';
import { PenaltiesView } from './PenaltiesView';
import { useRecord } from '../record/record-store';
import {
  type AssaultShotJudgement,
  type ChargeGroup,
  type ContactPointJudgement,
  type PushAsideJudgement,
  type RedirectJudgement,
  assaultShotFor,
  contactPointFor,
  pushAsideFor,
  redirectFor,
  turnPenaltiesFor,
} from '../engine/assault';
import type { MoveContext } from '../../words';
import type { MoveAction } from '../engine/move-actions';
import { RuleText, RuleTextList } from '../rules/Rules';
import { useStore } from '../state/store';
import { assaultWord } from '../words/assault-words';
import { useContactPick } from './contact-pick';

type Answer =
  | { readonly kind: 'point'; readonly j: ContactPointJudgement }
  | { readonly kind: 'push'; readonly j: PushAsideJudgement }
  | { readonly kind: 'shot'; readonly j: AssaultShotJudgement }
  | { readonly kind: 'penalties'; readonly turn: number; readonly groups: readonly ChargeGroup[] }
  | { readonly kind: 'redirect'; readonly j: RedirectJudgement; readonly ctx: MoveContext; readonly to: string };

type Cm = { x: string; y: string };

/** A typed coordinate in cm (a comma or a point) as mm; NaN when it is not a number. */
function mmOf(text: string): number {
  return text.trim() === '' ? NaN : Number(text.replace(',', '.')) * 10;
}

export default function AssaultQuestions({ mover, action }: { mover: string; action: MoveAction }) {
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const disengaged = useStore((s) => s.disengaged);
  const me = scene.fighters.find((f) => f.id === mover);
  const enemies = scene.fighters.filter((f) => me && f.side !== me.side);
  const [target, setTarget] = useState(enemies[0]?.id ?? '');
  const others = enemies.filter((f) => f.id !== target);
  const [redirectTo, setRedirectTo] = useState('');
  const to = others.some((f) => f.id === redirectTo) ? redirectTo : (others[0]?.id ?? '');
  const [at, setAt] = useState<Cm>({ x: '', y: '' });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const w = (k: Parameters<typeof assaultWord>[1]) => assaultWord(lang, k);
  const point = { x: mmOf(at.x), y: mmOf(at.y) };
  const pointOk = Number.isFinite(point.x) && Number.isFinite(point.y);
  const ask = (kind: Answer['kind'], p = point) => {
    const s = useStore.getState().scene;
    if (kind === 'point') setAnswer({ kind, j: contactPointFor(s, mover, target, p, action, disengaged) });
    else if (kind === 'push') setAnswer({ kind, j: pushAsideFor(s, mover, target, action, disengaged) });
    else if (kind === 'penalties') setAnswer({ kind, ...turnPenaltiesFor(s, useRecord.getState().game) });
    else if (kind === 'redirect') setAnswer({ kind, to, ...redirectFor(s, mover, target, to, action, disengaged) });
    else if (action === 'charge' || action === 'engage')
      setAnswer({ kind, j: assaultShotFor(s, mover, target, action, disengaged) });
  };
  usePickedPoint((p) => {
    setAt({ x: String(p.x / 10), y: String(p.y / 10) });
    if (target) ask('point', p);
  });
  return (
    <div className="form" data-testid="assault-questions">
      <h4>{w('heading')}</h4>
      <label>
        {w('target')}{' '}
        <select data-testid="assault-target" value={target} onChange={(e) => setTarget(e.target.value)}>
          {enemies.map((f) => (
            <option key={f.id} value={f.id}>
              {f.id}
            </option>
          ))}
        </select>
      </label>
      <ContactPointInputs at={at} setAt={setAt} label={w('at')} />
      <div className="row">
        <button data-testid="contact-choose" disabled={!target || !pointOk} onClick={() => ask('point')}>
          {w('choose')}
        </button>
        <PickButton lang={lang} disabled={!target} />
        <button data-testid="push-aside" disabled={!target} onClick={() => ask('push')}>
          {w('push')}
        </button>
        {(action === 'charge' || action === 'engage') && (
          <button data-testid="assault-shot" disabled={!target} onClick={() => ask('shot')}>
            {w('shot')}
          </button>
        )}
      </div>
      {(action === 'charge' || action === 'engage') && (
        <RedirectAsk
          ids={others.map((f) => f.id)}
          to={to}
          setTo={setRedirectTo}
          lang={lang}
          onAsk={() => ask('redirect')}
        />
      )}
      <div className="row">
        <button data-testid="penalties" onClick={() => ask('penalties')}>
          {w('penalties')}
        </button>
      </div>
      {answer && <AnswerView answer={answer} lang={lang} mover={mover} />}
    </div>
  );
}

/** the enemy to redirect the assault to, the target being gone, and the button that asks. */
function RedirectAsk(p: {
  ids: string[];
  to: string;
  setTo: (id: string) => void;
  lang: 'en' | 'fr';
  onAsk: () => void;
}) {
  return (
    <>
      <label>
        {assaultWord(p.lang, 'redirectTo')}{' '}
        <select data-testid="redirect-to" value={p.to} onChange={(e) => p.setTo(e.target.value)}>
          {p.ids.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
      <div className="row">
        <button data-testid="redirect" disabled={!p.to} onClick={p.onAsk}>
          {assaultWord(p.lang, 'redirect')}
        </button>
      </div>
    </>
  );
}

/** Calls `take` with each point picked on the table while the questions are open; disarms on close. */
function usePickedPoint(take: (p: { x: number; y: number }) => void): void {
  const picked = useContactPick((s) => s.at);
  useEffect(() => {
    if (picked) take(picked);
    // Only a new pick asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked]);
  useEffect(() => () => useContactPick.getState().arm(false), []);
}

function PickButton({ lang, disabled }: { lang: 'en' | 'fr'; disabled: boolean }) {
  const armed = useContactPick((s) => s.armed);
  return (
    <button
      data-testid="contact-pick"
      aria-pressed={armed}
      disabled={disabled}
      onClick={() => useContactPick.getState().arm(!armed)}
    >
      {assaultWord(lang, armed ? 'picking' : 'pick')}
    </button>
  );
}

function ContactPointInputs({ at, setAt, label }: { at: Cm; setAt: (c: Cm) => void; label: string }) {
  return (
    <label>
      {label} <AxisInput axis="x" at={at} setAt={setAt} label={label} />
      <AxisInput axis="y" at={at} setAt={setAt} label={label} />
    </label>
  );
}

function AxisInput({ axis, at, setAt, label }: { axis: keyof Cm; at: Cm; setAt: (c: Cm) => void; label: string }) {
  return (
    <input
      data-testid={`contact-${axis}`}
      placeholder={axis}
      aria-label={`${label} ${axis}`}
      inputMode="decimal"
      size={5}
      value={at[axis]}
      onChange={(e) => setAt({ ...at, [axis]: e.target.value })}
    />
  );
}

function AnswerView({ answer, lang, mover }: { answer: Answer; lang: 'en' | 'fr'; mover: string }) {
  if (answer.kind === 'penalties') return <PenaltiesView turn={answer.turn} groups={answer.groups} lang={lang} />;
  if (answer.kind === 'redirect')
    return <RedirectView j={answer.j} ctx={answer.ctx} mover={mover} newTarget={answer.to} lang={lang} />;
  if (answer.kind === 'point') {
    const j = answer.j;
    return (
      <p data-testid="contact-answer" data-verdict={j.verdict} className={`verdict ${j.legal ? 'ok' : 'bad'}`}>
        <RuleText text={contactPointWords(j)[lang]} />
      </p>
    );
  }
  if (answer.kind === 'shot') return <ShotView j={answer.j} lang={lang} />;
  const j = answer.j;
  return (
    <div data-testid="push-answer" data-verdict={j.verdict} className={`verdict ${j.legal ? 'ok' : 'bad'}`}>
      <RuleText text={pushAsideWords(j)[lang]} />
      {j.slid.length > 0 && (
        <ul>
          {j.slid.map((s) => (
            <li key={s.id} data-testid={`slid-${s.id}`} data-moved-mm={s.movedMm}>
              {slidWords(s)[lang]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** the assault shot: its verdict and difficulty, why not, and the assault's reach. */
function ShotView({ j, lang }: { j: AssaultShotJudgement; lang: 'en' | 'fr' }) {
  const lines = [...j.problems.map((p) => assaultShotProblemWords(p, j)), ...assaultShotNoteWords(j)];
  return (
    <div data-testid="shot-answer" data-legal={j.legal} className={`verdict ${j.legal ? 'ok' : 'bad'}`}>
      <RuleText text={assaultShotHeadWords(j)[lang]} />
      <RuleTextList lines={lines} lang={lang} />
    </div>
  );
}
