// The Move tool's panel: the action (walk, run, charge...), the route's length against the
// fighter's potential, the verdict with its problems, and the buttons that turn the fighter.
import { Suspense, lazy } from 'react';
import { MOVE_ACTIONS, movementCm, potentialMm } from '../engine';
import { actionWords, cm, problemWords } from '../words/i18n';
import { useStore } from '../state/store';
import { turnSelected } from '../state/actions';
import { RuleLink, RuleText } from '../rules/Rules';
import { useT } from '../words/use-t';
import { useMoveFacts } from './move-facts';

// the assault questions, loaded the first time an assault is chosen.
const AssaultQuestions = lazy(() => import('./AssaultQuestions'));
// Issue 32: the movement left this activation, from the game's record (loaded with it).
const MovementLeft = lazy(() => import('./MovementLeft'));
// a Rag'narok unit's flight, loaded in Rag'narok scenes only.
const FleeQuestion = lazy(() => import('../ragnarok/units-lazy').then((m) => ({ default: m.FleeQuestion })));

/** how each action's potential comes from MOV, as shown beside it. */
const POTENTIAL_FORMULA: Record<(typeof MOVE_ACTIONS)[number], string> = {
  walk: '× 1',
  run: '× 2',
  charge: '× 2',
  engage: '× 2',
  cover: '× 1',
  pursuit: '÷ 2 ↑',
};

export function MovePanel() {
  const t = useT();
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const sel = useStore((s) => s.selection);
  const action = useStore((s) => s.action);
  const disengaged = useStore((s) => s.disengaged);
  const f = sel?.kind === 'fighter' ? scene.fighters.find((x) => x.id === sel.id) : undefined;
  const facts = useMoveFacts();
  const st = useStore.getState();
  // Rag'narok: the base's travel edge to edge, at the unit's (slowest member's) MOV.
  const ragnarok = scene.ruleset === 'ragnarok';
  const movCm = f ? movementCm(scene, f) : 0;
  return (
    <section className="card" data-testid="move-panel">
      <h3>{t('tool.move')}</h3>
      <div className="actions" role="radiogroup" aria-label={t('move.action')}>
        {MOVE_ACTIONS.map((a, i) => (
          <button
            key={a}
            data-testid={`action-${a}`}
            className={a === action ? 'on' : ''}
            aria-checked={a === action}
            role="radio"
            onClick={() => st.setAction(a)}
            title={`${i + 1}`}
          >
            {actionWords(lang, a)}
          </button>
        ))}
      </div>
      <label className="check small" title="R-6.9, V-C">
        <input
          type="checkbox"
          data-testid="move-disengaged"
          checked={disengaged}
          onChange={(e) => st.setDisengaged(e.target.checked)}
        />{' '}
        {t('move.disengaged')}
      </label>
      {!f && <p className="muted">{t('move.idle')}</p>}
      {f && (
        <dl className="facts">
          <dt>{t(ragnarok ? 'move.travel' : 'move.length')}</dt>
          <dd data-testid="route-length" className="big">
            {cm(facts?.lengthMm ?? 0)}
          </dd>
          <dt>{t('move.potential')}</dt>
          <dd data-testid="potential">
            {cm(facts?.potentialMm ?? potentialMm(f, action, movCm))}{' '}
            <span className="muted small" data-testid="potential-mov" data-mov={movCm}>
              ({ragnarok ? `${t('move.unitMov')} ${movCm}` : `MOV ${f.mov}`} {POTENTIAL_FORMULA[action]},{' '}
              <RuleLink id="R-6.5" />
              {ragnarok && (
                <>
                  , <RuleLink id="R-6.18" />
                </>
              )}
              )
            </span>
          </dd>
        </dl>
      )}
      {f && (
        <Suspense fallback={null}>
          <MovementLeft fighterId={f.id} potentialMm={facts?.potentialMm ?? potentialMm(f, action)} />
        </Suspense>
      )}
      {facts && (
        <div data-testid="move-verdict" className={`verdict ${facts.legal ? 'ok' : 'bad'}`} data-legal={facts.legal}>
          <b>{facts.legal ? t('move.legal') : t('move.illegal')}</b>
          {facts.problems.length > 0 && (
            <ul>
              {facts.problems.map((p, i) => (
                <li key={i}>
                  <RuleText text={problemWords(p, lang)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {f && (action === 'charge' || action === 'engage' || action === 'pursuit') && (
        <Suspense fallback={null}>
          <AssaultQuestions mover={f.id} action={action} />
        </Suspense>
      )}
      {f && ragnarok && (
        <Suspense fallback={null}>
          <FleeQuestion fighter={f.id} />
        </Suspense>
      )}
      {f && (
        <div className="row">
          <span className="muted small">{t('move.turn')}:</span>
          <button data-testid="turn-left" onClick={() => turnSelected(15)}>
            ⟲ 15° <kbd>[</kbd>
          </button>
          <button data-testid="turn-right" onClick={() => turnSelected(-15)}>
            ⟳ 15° <kbd>]</kbd>
          </button>
        </div>
      )}
    </section>
  );
}
