// The Move tool's assault questions, loaded when an assault is chosen: the contact point the
// assault goes for (R-6.15, V-B-3) and pushing aside the fighters in contact with the target when
// it has no free place (R-6.14, II-E-1), answered as `mire path --at` and `--push-aside` answer.
import { useState } from 'react';
import { contactPointWords, pushAsideWords, slidWords } from '../../words';
import { type ContactPointJudgement, type PushAsideJudgement, contactPointFor, pushAsideFor } from '../engine/assault';
import type { MoveAction } from '../engine/move-actions';
import { RuleText } from '../rules/Rules';
import { useStore } from '../state/store';
import { assaultWord } from '../words/assault-words';

type Answer =
  | { readonly kind: 'point'; readonly j: ContactPointJudgement }
  | { readonly kind: 'push'; readonly j: PushAsideJudgement };

export default function AssaultQuestions({ mover, action }: { mover: string; action: MoveAction }) {
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const disengaged = useStore((s) => s.disengaged);
  const me = scene.fighters.find((f) => f.id === mover);
  const enemies = scene.fighters.filter((f) => me && f.side !== me.side);
  const [target, setTarget] = useState(enemies[0]?.id ?? '');
  const [at, setAt] = useState({ x: '', y: '' });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const w = (k: Parameters<typeof assaultWord>[1]) => assaultWord(lang, k);
  const point = { x: Number(at.x.replace(',', '.')) * 10, y: Number(at.y.replace(',', '.')) * 10 };
  const pointOk = at.x !== '' && at.y !== '' && Number.isFinite(point.x) && Number.isFinite(point.y);
  const ask = (kind: Answer['kind']) => {
    const s = useStore.getState().scene;
    if (kind === 'point') setAnswer({ kind, j: contactPointFor(s, mover, target, point, action, disengaged) });
    else setAnswer({ kind, j: pushAsideFor(s, mover, target, action, disengaged) });
  };
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
      <label>
        {w('at')}{' '}
        <input
          data-testid="contact-x"
          inputMode="decimal"
          size={5}
          value={at.x}
          onChange={(e) => setAt({ ...at, x: e.target.value })}
        />
        <input
          data-testid="contact-y"
          inputMode="decimal"
          size={5}
          value={at.y}
          onChange={(e) => setAt({ ...at, y: e.target.value })}
        />
      </label>
      <div className="row">
        <button data-testid="contact-choose" disabled={!target || !pointOk} onClick={() => ask('point')}>
          {w('choose')}
        </button>
        <button data-testid="push-aside" disabled={!target} onClick={() => ask('push')}>
          {w('push')}
        </button>
      </div>
      {answer && <AnswerView answer={answer} lang={lang} />}
    </div>
  );
}

function AnswerView({ answer, lang }: { answer: Answer; lang: 'en' | 'fr' }) {
  if (answer.kind === 'point') {
    const j = answer.j;
    return (
      <p data-testid="contact-answer" data-verdict={j.verdict} className={`verdict ${j.legal ? 'ok' : 'bad'}`}>
        <RuleText text={contactPointWords(j)[lang]} />
      </p>
    );
  }
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
