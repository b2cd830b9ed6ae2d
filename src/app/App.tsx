// The app's shell: toolbar, the 3D table, the side panel of the current tool, messages, keys.
import { Suspense, useEffect, useMemo } from 'react';
import { Table3D } from './Table3D';
import { useStore } from './store';
import { MOVE_ACTIONS, contacts, evaluateMove, measure, potentialMm, warmRoutes } from './engine';
import { actionWords, cm, problemWords } from './i18n';
import { turnSelected } from './actions';
import { sideColour } from './look';
import { RuleCard, RuleLink, RuleText } from './Rules';
import { useLearn } from './learn';
import { LazyPanel, Loading } from './layout/lazy';
import { BottomSheet } from './layout/BottomSheet';
import { TableBanner } from './TableBanner';
import { HelpOverlay } from './help/Help';
import { kindName, sideName } from './format';
import { LivePanel } from './live/LivePanel';
import { Toolbar } from './Toolbar';
import { SightPanel } from './SightPanel';
import { useT } from './use-t';
import { useKeys } from './use-keys';
import { Hint } from './Hint';
import { Legend } from './Legend';
import { MessageBar } from './MessageBar';
import { EditPanel } from './edit/EditPanel';

/** how each action's potential comes from MOV, as shown beside it. */
const POTENTIAL_FORMULA: Record<(typeof MOVE_ACTIONS)[number], string> = {
  walk: '× 1',
  run: '× 2',
  charge: '× 2',
  engage: '× 2',
  cover: '× 1',
  pursuit: '÷ 2 ↑',
};

export function App() {
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  useKeys();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  // The route indexes of the table as it stands, built while the user looks (engine.warmRoutes).
  useEffect(() => warmRoutes(scene), [scene]);
  return (
    <div className="app">
      <Toolbar />
      <main className="main">
        <div className="stage">
          <Table3D />
          <Hint />
          <TableBanner />
          <div className="stage-foot">
            <MessageBar />
            <Legend />
          </div>
          <LivePanel />
        </div>
        <BottomSheet>
          <ToolPanel />
        </BottomSheet>
      </main>
      <HelpOverlay />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Side panel

function ToolPanel() {
  const tool = useStore((s) => s.tool);
  const mode = useLearn((s) => s.mode);
  const hasEdition = useLearn((s) => s.edition !== null);
  return (
    <>
      <RuleCard />
      {hasEdition && <LazyPanel name="edition" />}
      {mode === 'lessons' && <LazyPanel name="lessons" />}
      {mode === 'practice' && <LazyPanel name="practice" />}
      <SelectedCard />
      {/* The tools' answers come from the engine's core, loaded as the app starts (engine/index.ts). */}
      <Suspense fallback={<Loading />}>
        {tool === 'move' && <MovePanel />}
        {tool === 'sight' && <SightPanel />}
        {tool === 'measure' && <MeasurePanel />}
        {tool === 'contact' && <ContactPanel />}
      </Suspense>
      {tool === 'edit' && <EditPanel />}
      {tool === 'dispersion' && <LazyPanel name="dispersion" />}
      {tool === 'zones' && <LazyPanel name="zones" />}
    </>
  );
}

function SelectedCard() {
  const t = useT();
  const lang = useStore((st) => st.lang);
  const scene = useStore((s) => s.scene);
  const sel = useStore((s) => s.selection);
  const f = sel?.kind === 'fighter' ? scene.fighters.find((x) => x.id === sel.id) : undefined;
  const s = sel?.kind === 'scenery' ? scene.scenery.find((x) => x.id === sel.id) : undefined;
  if (!f && !s) return null;
  return (
    <section className="card" data-testid="selected">
      <h3>
        {t('selected')}: {f ? f.id : s!.id}
        {f?.name ? <span className="muted"> — {f.name}</span> : s?.name ? <span className="muted"> — {s.name}</span> : null}
      </h3>
      {f && (
        <p className="muted small">
          <i className="swatch" style={{ background: sideColour(scene, f.side) }} /> {sideName(lang, f.side)} · {t('field.size')} {f.size} · MOV {f.mov} ·{' '}
          {t(`base.${f.base.type}`)} {f.base.type === 'round' ? `Ø${f.base.diameter}` : f.base.type === 'square' ? `${f.base.width}` : `${f.base.width}×${f.base.depth}`} mm · {Math.round(f.facing)}°
        </p>
      )}
      {s && (
        <p className="muted small">
          {kindName(lang, s.kind)} · {t('field.sizeClass')} {s.size ?? '—'} · {s.passable ? t('field.passable') : '¬ ' + t('field.passable')} ·{' '}
          {s.blocksSight ? t('field.blocksSight') : '¬ ' + t('field.blocksSight')}
        </p>
      )}
    </section>
  );
}

function MovePanel() {
  const t = useT();
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const sel = useStore((s) => s.selection);
  const action = useStore((s) => s.action);
  const placement = useStore((s) => s.placement);
  const start = useStore((s) => s.moveStart);
  const disengaged = useStore((s) => s.disengaged);
  const f = sel?.kind === 'fighter' ? scene.fighters.find((x) => x.id === sel.id) : undefined;
  const facts = useMemo(() => (placement && start ? evaluateMove(scene, start, placement, action, { disengaged }) : null), [scene, placement, start, action, disengaged]);
  const st = useStore.getState();
  return (
    <section className="card" data-testid="move-panel">
      <h3>{t('tool.move')}</h3>
      <div className="actions" role="radiogroup" aria-label={t('move.action')}>
        {MOVE_ACTIONS.map((a, i) => (
          <button key={a} data-testid={`action-${a}`} className={a === action ? 'on' : ''} aria-checked={a === action} role="radio" onClick={() => st.setAction(a)} title={`${i + 1}`}>
            {actionWords(lang, a)}
          </button>
        ))}
      </div>
      <label className="check small" title="R-6.9, V-C">
        <input type="checkbox" data-testid="move-disengaged" checked={disengaged} onChange={(e) => st.setDisengaged(e.target.checked)} /> {t('move.disengaged')}
      </label>
      {!f && <p className="muted">{t('move.idle')}</p>}
      {f && (
        <dl className="facts">
          <dt>{t('move.length')}</dt>
          <dd data-testid="route-length" className="big">
            {cm(facts?.lengthMm ?? 0)}
          </dd>
          <dt>{t('move.potential')}</dt>
          <dd data-testid="potential">
            {cm(facts?.potentialMm ?? potentialMm(f, action))} <span className="muted small">
              (MOV {f.mov} {POTENTIAL_FORMULA[action]}, <RuleLink id="R-6.5" />)
            </span>
          </dd>
        </dl>
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

function MeasurePanel() {
  const t = useT();
  const scene = useStore((s) => s.scene);
  const ends = useStore((s) => s.measure);
  const m = useMemo(() => (ends.length === 2 ? measure(scene, ends[0], ends[1]) : null), [scene, ends]);
  const name = (e: (typeof ends)[number]) => (e.kind === 'point' ? `${t('measure.point')} (${cm(e.at.x)}, ${cm(e.at.y)})` : e.id);
  return (
    <section className="card" data-testid="measure-panel">
      <h3>{t('tool.measure')}</h3>
      {ends.length === 0 && <p className="muted">{t('measure.pick')}</p>}
      {ends.length > 0 && (
        <p>
          {ends.map(name).join(' → ')}
          {ends.length === 1 ? ' → …' : ''}
        </p>
      )}
      {m && (
        <p>
          {t('measure.distance')} (<RuleLink id="R-2.1" />):{' '}
          <b className="big" data-testid="measure-distance">
            {cm(m.distanceMm)}
          </b>
        </p>
      )}
    </section>
  );
}

function ContactPanel() {
  const t = useT();
  const scene = useStore((s) => s.scene);
  const report = useMemo(() => contacts(scene), [scene]);
  const involved = Object.entries(report.counts).filter(([id, c]) => c.enemies > 0 || report.links.some((l) => l.a === id || l.b === id));
  return (
    <section className="card" data-testid="contact-panel">
      <h3>{t('tool.contact')}</h3>
      {report.links.length === 0 && <p className="muted">{t('contact.none')}</p>}
      <ul className="contacts" data-testid="contact-links">
        {report.links.map((l) => {
          const warn = l.enemies && !l.aSightTouches && !l.bSightTouches;
          return (
            <li key={`${l.a}-${l.b}`} data-testid={`contact-${l.a}-${l.b}`} className={warn ? 'warn' : ''}>
              {l.a} — {l.b} {l.enemies ? '' : <span className="muted">({t('contact.friends')})</span>}
              {warn && <div className="small">⚠ {t('contact.warn')}</div>}
            </li>
          );
        })}
      </ul>
      {involved.length > 0 && (
        <>
          <h4>
            {t('contact.max')} (<RuleLink id="R-3.5" />)
          </h4>
          <table className="who" data-testid="contact-counts">
            <tbody>
              {involved.map(([id, c]) => (
                <tr key={id} className={c.enemies > c.max ? 'bad' : ''}>
                  <td>{id}</td>
                  <td>
                    {c.enemies} / {c.max}
                    {c.enemies > c.max ? ` ⚠ ${t('contact.over')}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

