// The toolbar: the tools, learning, undo, camera, display toggles and the table's files, each group
// its own component subscribing only to what it shows.
import { useRef } from 'react';
import { type Tool, useStore } from '../state/store';
import { saveToFile } from '../state/actions';
import { loadFromText } from './open-file';
import { loadScenario, scenarioNames } from './startup';
import { EditionMenu } from '../editions/EditionMenu';
import { PRACTICE_LOCKED_TOOLS, freshSeed, useLearn } from '../learn/learn';
import { startPractice } from '../learn/learn-actions';
import { lt } from '../words/learn-words';
import { MoreButton, MoreSheet } from '../layout/MoreMenu';
import { useCameraView } from '../state/camera-view';
import { useMore } from '../layout/more-state';
import { ShareButton } from './TableBanner';
import { HelpButton } from '../help/Help';
import { scenarioTitle } from '../words/titles';
import { useT } from '../words/use-t';
import { useTimeline } from '../state/record-hook';
import { chooseLang } from './choose-lang';
import { CaptureButtons } from './CaptureButtons';

/** Each tool and its key (the toolbar shows it; the keyboard handler obeys it). */
export const TOOLS: { id: Tool; key: string }[] = [
  { id: 'move', key: 'M' },
  { id: 'measure', key: 'R' },
  { id: 'sight', key: 'S' },
  { id: 'contact', key: 'C' },
  { id: 'edit', key: 'E' },
  { id: 'dispersion', key: 'D' },
  { id: 'zones', key: 'Z' },
];

export function Toolbar() {
  const t = useT();
  const more = useMore((s) => s.open);
  return (
    <header className={`toolbar${more ? ' more-open' : ''}`} data-testid="toolbar">
      <div className="brand">
        <span className="brand-dot" aria-hidden>
          ◉
        </span>
        <b>{t('title')}</b>
        <span className="muted">{t('subtitle')}</span>
      </div>
      <ToolButtons />
      <PhoneUndo />
      <MoreButton />
      <MoreSheet>
        <LearnButtons />
        <HistoryButtons />
        <CameraButtons />
        <DisplayToggles />
        <CaptureButtons />
        <TableFiles />
      </MoreSheet>
    </header>
  );
}

/** The tools; in a practice exercise not yet answered, those that would give the answer away are locked. */
function ToolButtons() {
  const t = useT();
  const tool = useStore((s) => s.tool);
  const locked = useLearn((s) => s.mode === 'practice' && s.exercise !== null && s.answer === null);
  const st = useStore.getState();
  return (
    <nav className="group tools" aria-label="tools">
      {TOOLS.map((x) => (
        <button
          key={x.id}
          data-testid={`tool-${x.id}`}
          className={tool === x.id ? 'on' : ''}
          aria-pressed={tool === x.id}
          disabled={locked && PRACTICE_LOCKED_TOOLS.has(x.id)}
          title={`${t(`tool.${x.id}`)} (${x.key})`}
          onClick={() => st.setTool(x.id)}
        >
          {t(`tool.${x.id}`)} <kbd>{x.key}</kbd>
        </button>
      ))}
    </nav>
  );
}

/** The rules' edition, the lessons and practice. */
function LearnButtons() {
  const lang = useStore((s) => s.lang);
  const mode = useLearn((s) => s.mode);
  return (
    <div className="group">
      <EditionMenu />
      <button
        data-testid="lessons"
        className={mode === 'lessons' ? 'on' : ''}
        aria-pressed={mode === 'lessons'}
        onClick={() => useLearn.getState().openLessons()}
      >
        {lt(lang, 'lessons')}
      </button>
      <button
        data-testid="practice"
        className={mode === 'practice' ? 'on' : ''}
        aria-pressed={mode === 'practice'}
        onClick={() => startPractice(freshSeed())}
      >
        {lt(lang, 'practice')}
      </button>
    </div>
  );
}

function HistoryButtons() {
  const t = useT();
  const past = useStore((s) => s.past.length);
  const future = useStore((s) => s.future.length);
  const st = useStore.getState();
  return (
    <div className="group">
      <button data-testid="undo" disabled={past === 0} onClick={() => st.undo()} title={`${t('undo')} (Ctrl+Z)`}>
        ↶ {t('undo')}
      </button>
      <button data-testid="redo" disabled={future === 0} onClick={() => st.redo()} title={`${t('redo')} (Ctrl+Y)`}>
        ↷ {t('redo')}
      </button>
      <button data-testid="record" onClick={() => useTimeline.setState({ open: !useTimeline.getState().open })}>
        {t('record')}
      </button>
    </div>
  );
}

/** Undo within the thumb's reach on a phone, beside the tools (hidden on a desktop, app.css). */
function PhoneUndo() {
  const t = useT();
  const past = useStore((s) => s.past.length);
  return (
    <button
      className="phone-undo"
      data-testid="phone-undo"
      disabled={past === 0}
      aria-label={t('undo')}
      onClick={() => useStore.getState().undo()}
    >
      ↶ {t('undo')}
    </button>
  );
}

function CameraButtons() {
  const t = useT();
  const st = useStore.getState();
  const plan = useCameraView((s) => s.plan);
  return (
    <div className="group">
      <button
        data-testid="cam-plan"
        className={plan ? 'on' : ''}
        aria-pressed={plan}
        onClick={() => useCameraView.getState().togglePlan()}
        title={`${t('cam.plan')} (P)`}
      >
        {t('cam.plan')} <kbd>P</kbd>
      </button>
      <button data-testid="cam-top" onClick={() => st.cameraDo('top')} title={`${t('cam.top')} (T)`}>
        {t('cam.top')} <kbd>T</kbd>
      </button>
      <button data-testid="cam-orbit" onClick={() => st.cameraDo('orbit')} title={`${t('cam.orbit')} (O)`}>
        {t('cam.orbit')} <kbd>O</kbd>
      </button>
      <button data-testid="cam-focus" onClick={() => st.cameraDo('focus')} title={`${t('cam.focus')} (F)`}>
        {t('cam.focus')} <kbd>F</kbd>
      </button>
    </div>
  );
}

function DisplayToggles() {
  const t = useT();
  const showGrid = useStore((s) => s.showGrid);
  const snap = useStore((s) => s.snap);
  const showFov = useStore((s) => s.showFov);
  const st = useStore.getState();
  return (
    <div className="group">
      <label className="check" title="G">
        <input data-testid="toggle-grid" type="checkbox" checked={showGrid} onChange={() => st.toggleGrid()} />{' '}
        {t('grid')}
      </label>
      <label className="check" title="V">
        <input data-testid="toggle-fov" type="checkbox" checked={showFov} onChange={() => st.toggleFov()} /> {t('fov')}
      </label>
      <label className="check">
        <input data-testid="toggle-snap" type="checkbox" checked={snap} onChange={() => st.toggleSnap()} /> {t('snap')}
      </label>
    </div>
  );
}

/** Save, load, scenarios, share, language and help. */
function TableFiles() {
  const t = useT();
  const lang = useStore((s) => s.lang);
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div className="group">
      <button data-testid="save" onClick={saveToFile} title={`${t('save')} (Ctrl+S)`}>
        {t('save')}
      </button>
      <button data-testid="load" onClick={() => fileRef.current?.click()}>
        {t('load')}
      </button>
      <input
        ref={fileRef}
        data-testid="load-file"
        type="file"
        accept=".json,application/json"
        hidden
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) loadFromText(await file.text(), file.name);
        }}
      />
      <select
        data-testid="scenarios"
        value=""
        onChange={(e) => {
          if (e.target.value) void loadScenario(e.target.value);
        }}
      >
        <option value="">{t('scenarios')}…</option>
        {scenarioNames().map((n) => (
          <option key={n} value={n}>
            {scenarioTitle(n, lang)}
          </option>
        ))}
      </select>
      <ShareButton />
      <button data-testid="lang" onClick={() => void chooseLang(lang === 'en' ? 'fr' : 'en')} title="L">
        {t('language')}
      </button>
      <HelpButton />
    </div>
  );
}
