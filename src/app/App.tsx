// The app's shell: toolbar, the 3D table, the side panel of the current tool, messages, keys.
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Table3D } from './Table3D';
import { useStore } from './store';
import { MOVE_ACTIONS, type FighterSpec, type ScenerySpec, contacts, evaluateMove, measure, potentialMm, warmRoutes } from './engine';
import { actionWords, cm, problemWords } from './i18n';
import { addScenery, deleteSelected, duplicateSelected, turnSelected, updateFighter, updateScenery } from './actions';
import { sideColour } from './look';
import { RuleCard, RuleLink, RuleText } from './Rules';
import { useLearn } from './learn';
import { LazyPanel, Loading } from './layout/lazy';
import { BottomSheet } from './layout/BottomSheet';
import { TableBanner } from './TableBanner';
import { HelpOverlay } from './help/Help';
import { KindSelect } from './edit/KindSelect';
import { SizeSelect } from './edit/SizeSelect';
import { kindName, sideName } from './format';
import { LivePanel } from './live/LivePanel';
import { Toolbar } from './Toolbar';
import { SightPanel } from './SightPanel';
import { useT } from './use-t';
import { useKeys } from './use-keys';
import { Hint } from './Hint';
import { Legend } from './Legend';
import { MessageBar } from './MessageBar';

// The setting-up cards load with the Edit panel, the first time it is opened.
const setupPanel = () => import('./edit/SetupPanel');
const PlaceFighterCard = lazy(() => setupPanel().then((m) => ({ default: m.PlaceFighterCard })));
const DrawSceneryCard = lazy(() => setupPanel().then((m) => ({ default: m.DrawSceneryCard })));
const SceneryTools = lazy(() => setupPanel().then((m) => ({ default: m.SceneryTools })));

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

// ---------------------------------------------------------------------------------------------
// Edit

function EditPanel() {
  const t = useT();
  const scene = useStore((s) => s.scene);
  const sel = useStore((s) => s.selection);
  const f = sel?.kind === 'fighter' ? scene.fighters.find((x) => x.id === sel.id) : undefined;
  const s = sel?.kind === 'scenery' ? scene.scenery.find((x) => x.id === sel.id) : undefined;
  return (
    <section className="card" data-testid="edit-panel">
      <h3>{t('tool.edit')}</h3>
      <div className="row wrap">
        <button data-testid="add-scenery" onClick={() => addScenery('ruin')}>
          + {t('edit.addScenery')}
        </button>
        <button data-testid="duplicate" disabled={!sel} onClick={duplicateSelected}>
          {t('edit.duplicate')}
        </button>
        <button data-testid="delete" disabled={!sel} onClick={deleteSelected}>
          {t('edit.delete')}
        </button>
      </div>
      <Suspense fallback={null}>
        <PlaceFighterCard />
        <DrawSceneryCard />
      </Suspense>
      {!f && !s && <p className="muted">{t('edit.nothing')}</p>}
      {f && <FighterForm key={`${f.id}-${JSON.stringify(f)}`} f={f} />}
      {s && (
        <Suspense fallback={null}>
          <SceneryTools key={`t-${s.id}-${JSON.stringify(s.shape)}`} s={s} />
        </Suspense>
      )}
      {s && <SceneryForm key={`${s.id}-${JSON.stringify(s)}`} s={s} />}
    </section>
  );
}

function num(v: string, fallback: number): number {
  const n = Number(v);
  return Number.isFinite(n) ? n : fallback;
}

function FighterForm({ f }: { f: FighterSpec }) {
  const t = useT();
  const [d, setD] = useState(() => ({
    name: f.name ?? '',
    side: f.side,
    size: String(f.size),
    mov: String(f.mov),
    baseType: f.base.type as FighterSpec['base']['type'],
    w: String(f.base.type === 'round' ? f.base.diameter : f.base.width),
    depth: String(f.base.type === 'rect' ? f.base.depth : 50),
    facing: String(Math.round(f.facing * 100) / 100),
    x: String(f.position[0]),
    y: String(f.position[1]),
  }));
  const set = (k: keyof typeof d) => (e: { target: { value: string } }) => setD({ ...d, [k]: e.target.value });
  const apply = () => {
    const w = num(d.w, 25);
    const base: FighterSpec['base'] =
      d.baseType === 'round' ? { type: 'round', diameter: w } : d.baseType === 'square' ? { type: 'square', width: w } : { type: 'rect', width: w, depth: num(d.depth, 50) };
    updateFighter(f.id, {
      name: d.name || undefined,
      side: d.side || f.side,
      size: Math.max(1, Math.round(num(d.size, f.size))),
      mov: Math.max(0, num(d.mov, f.mov)),
      base,
      facing: num(d.facing, f.facing),
      position: [num(d.x, f.position[0]), num(d.y, f.position[1])],
    });
  };
  return (
    <form
      className="form"
      data-testid="fighter-form"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <label>
        {t('field.id')} <input value={f.id} disabled />
      </label>
      <label>
        {t('field.name')} <input data-testid="field-name" value={d.name} onChange={set('name')} />
      </label>
      <label>
        {t('field.side')} <input data-testid="field-side" value={d.side} onChange={set('side')} />
      </label>
      <label>
        {t('field.size')}{' '}
        <SizeSelect testId="field-size" value={d.size} onChange={(size) => setD({ ...d, size })} />
      </label>
      <label>
        {t('field.mov')} <input data-testid="field-mov" type="number" step="0.5" value={d.mov} onChange={set('mov')} />
      </label>
      <label>
        {t('field.base')}{' '}
        <select data-testid="field-base" value={d.baseType} onChange={(e) => setD({ ...d, baseType: e.target.value as typeof d.baseType })}>
          <option value="square">{t('base.square')}</option>
          <option value="round">{t('base.round')}</option>
          <option value="rect">{t('base.rect')}</option>
        </select>
      </label>
      <label>
        {t('field.baseW')} <input data-testid="field-base-w" type="number" step="0.5" value={d.w} onChange={set('w')} />
      </label>
      {d.baseType === 'rect' && (
        <label>
          {t('field.baseD')} <input type="number" step="0.5" value={d.depth} onChange={set('depth')} />
        </label>
      )}
      <label>
        {t('field.facing')} <input type="number" value={d.facing} onChange={set('facing')} />
      </label>
      <label>
        {t('field.x')} <input type="number" value={d.x} onChange={set('x')} />
      </label>
      <label>
        {t('field.y')} <input type="number" value={d.y} onChange={set('y')} />
      </label>
      <button type="submit" data-testid="apply">
        {t('edit.apply')}
      </button>
    </form>
  );
}

function SceneryForm({ s }: { s: ScenerySpec }) {
  const t = useT();
  const lang = useStore((st) => st.lang);
  const bounds = sceneryBounds(s);
  const [d, setD] = useState(() => ({
    name: s.name ?? '',
    kind: s.kind,
    shape: s.shape.type,
    size: s.size === undefined ? '' : String(s.size),
    passable: s.passable,
    blocksSight: s.blocksSight,
    w: String(Math.round(bounds.w)),
    h: String(Math.round(bounds.h)),
  }));
  const apply = () => {
    const cx = bounds.cx;
    const cy = bounds.cy;
    const w = Math.max(5, num(d.w, bounds.w));
    const h = Math.max(5, num(d.h, bounds.h));
    let shape: ScenerySpec['shape'];
    if (d.shape === 'circle') shape = { type: 'circle', center: [cx, cy], radius: w / 2 };
    else if (s.shape.type === 'polygon' && Math.abs(w - bounds.w) < 0.5 && Math.abs(h - bounds.h) < 0.5) shape = s.shape;
    else shape = { type: 'polygon', points: [[cx - w / 2, cy - h / 2], [cx + w / 2, cy - h / 2], [cx + w / 2, cy + h / 2], [cx - w / 2, cy + h / 2]] };
    const next: ScenerySpec = {
      ...s,
      name: d.name || undefined,
      kind: d.kind,
      size: d.size === '' ? undefined : Math.max(1, num(d.size, 3)),
      passable: d.passable,
      blocksSight: d.blocksSight,
      shape,
    };
    updateScenery(s.id, next);
  };
  return (
    <form
      className="form"
      data-testid="scenery-form"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <label>
        {t('field.id')} <input value={s.id} disabled />
      </label>
      <label>
        {t('field.name')} <input value={d.name} onChange={(e) => setD({ ...d, name: e.target.value })} />
      </label>
      <label>
        {t('field.kind')}{' '}
        <KindSelect testId="field-kind" lang={lang} value={d.kind} onChange={(kind) => setD({ ...d, kind })} />
      </label>
      <label>
        {t('field.shape')}{' '}
        <select value={d.shape} onChange={(e) => setD({ ...d, shape: e.target.value as 'polygon' | 'circle' })}>
          <option value="polygon">{t('shape.polygon')}</option>
          <option value="circle">{t('shape.circle')}</option>
        </select>
      </label>
      <label>
        {t('field.baseW')} <input type="number" value={d.w} onChange={(e) => setD({ ...d, w: e.target.value })} />
      </label>
      {d.shape === 'polygon' && (
        <label>
          {t('field.baseD')} <input type="number" value={d.h} onChange={(e) => setD({ ...d, h: e.target.value })} />
        </label>
      )}
      <label>
        {t('field.sizeClass')}{' '}
        <SizeSelect testId="field-scenery-size" value={d.size} none={t('field.noSize')} onChange={(size) => setD({ ...d, size })} />
      </label>
      <label className="check">
        <input type="checkbox" checked={d.passable} onChange={(e) => setD({ ...d, passable: e.target.checked })} /> {t('field.passable')}
      </label>
      <label className="check">
        <input type="checkbox" checked={d.blocksSight} onChange={(e) => setD({ ...d, blocksSight: e.target.checked })} /> {t('field.blocksSight')}
      </label>
      <button type="submit" data-testid="apply">
        {t('edit.apply')}
      </button>
    </form>
  );
}

function sceneryBounds(s: ScenerySpec) {
  if (s.shape.type === 'circle') return { cx: s.shape.center[0], cy: s.shape.center[1], w: s.shape.radius * 2, h: s.shape.radius * 2 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of s.shape.points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { cx: (minX + maxX) / 2, cy: (minY + maxY) / 2, w: maxX - minX, h: maxY - minY };
}
