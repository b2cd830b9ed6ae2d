// The timeline of the game's record (issue 34, items 2 and 4), loaded the first time it opens: a
// bar over the table to step through the record (previous, next, play; a horizontal swipe steps on
// a phone), try a rehearsal from a step and come back to the present; the markers of the next
// activation and turn; the turn log (the words of `mire log`) to jump to an entry, and its exports.
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import './timeline.css';
import { useStore } from '../state/store';
import { rw } from './record-words';
import type { Lang } from '../words/i18n';
import { useTimeline } from '../state/record-hook';
import { useRecord } from './record-store';
import { currentRecording } from './recording';
import { entryLine, logLines } from './log-text';
import { downloadText, gameFileName, gameJson, logExport } from './record-files';
import { backToPresent, play, stepBy, stepTo, stopPlaying, tryFromHere, useTimelineStep } from './timeline-store';

/** Icons no font need carry: pause, a branch (try from here), to the end (back to the present). */
const svg = (d: ReactNode) => (
  <svg width="1em" height="1em" viewBox="0 0 16 16" fill="currentColor" stroke="currentColor" strokeWidth="0">
    {d}
  </svg>
);
const PAUSE = svg(
  <>
    <rect x="3" y="2" width="3.5" height="12" />
    <rect x="9.5" y="2" width="3.5" height="12" />
  </>,
);
const BRANCH = svg(<path d="M4 1v14M4 6c0 4 8 1 8 6v3" fill="none" strokeWidth="2" strokeLinecap="round" />);
const TO_PRESENT = svg(
  <>
    <path d="M2 2l9 6-9 6z" />
    <rect x="12" y="2" width="2.5" height="12" />
  </>,
);

/** A swipe: at least this far sideways (px), and more sideways than up or down. */
const SWIPE_PX = 40;

export function Timeline() {
  const lang = useStore((s) => s.lang);
  const at = useTimelineStep((s) => s.at);
  const [showLog, setShowLog] = useState(false);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const onDown = (e: PointerEvent) => (swipe.current = { x: e.clientX, y: e.clientY });
  const onUp = (e: PointerEvent) => {
    const s = swipe.current;
    swipe.current = null;
    if (!s) return;
    const [dx, dy] = [e.clientX - s.x, e.clientY - s.y];
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) stepBy(dx < 0 ? 1 : -1);
  };
  return (
    <div className="timeline" data-testid="timeline" data-at={at ?? 'present'}>
      <div className="timeline-bar" data-testid="timeline-bar" onPointerDown={onDown} onPointerUp={onUp}>
        <StepButtons lang={lang} />
        {at === null ? <PresentTools lang={lang} /> : <StepTools lang={lang} />}
        <BarButton
          id="timeline-log"
          icon="☰"
          label={rw(lang, 'log')}
          className={showLog ? 'on' : ''}
          onClick={() => setShowLog(!showLog)}
        />
        <BarButton id="timeline-close" icon="✕" label={rw(lang, 'close')} className="link" onClick={closeTimeline} />
      </div>
      <StepLine lang={lang} />
      {showLog && <TurnLog lang={lang} />}
    </div>
  );
}

type BarButtonProps = {
  id: string;
  icon: ReactNode;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
};

/** A button of the bar: its icon, and its words beside it where there is room (named for screen readers always). */
function BarButton({ id, icon, label, onClick, disabled, className }: BarButtonProps) {
  return (
    <button
      data-testid={id}
      aria-label={label}
      title={label}
      disabled={disabled}
      className={className}
      onClick={onClick}
    >
      <span className="tl-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="tl-label">{label}</span>
    </button>
  );
}

function closeTimeline(): void {
  backToPresent();
  useTimeline.setState({ open: false });
}

function StepButtons({ lang }: { lang: Lang }) {
  const count = useRecord((s) => s.game?.entries.length ?? 0);
  const at = useTimelineStep((s) => s.at);
  const playing = useTimelineStep((s) => s.playing);
  return (
    <span className="group">
      <BarButton
        id="timeline-prev"
        icon="◀"
        label={rw(lang, 'prev')}
        disabled={count === 0 || at === 0}
        onClick={() => stepBy(-1)}
      />
      <BarButton
        id="timeline-next"
        icon="▶"
        label={rw(lang, 'next')}
        disabled={at === null || at >= count - 1}
        onClick={() => stepBy(1)}
      />
      <BarButton
        id="timeline-play"
        icon={playing ? PAUSE : '▷'}
        label={playing ? rw(lang, 'pause') : rw(lang, 'play')}
        disabled={count === 0}
        onClick={() => (playing ? stopPlaying() : play())}
      />
    </span>
  );
}

/** At the present: the markers, and the shot Sight shows, to record. */
function PresentTools({ lang }: { lang: Lang }) {
  const shot = useStore((s) =>
    s.tool === 'sight' && s.selection?.kind === 'fighter' && s.sightTarget
      ? { shooter: s.selection.id, target: s.sightTarget }
      : null,
  );
  const mark = (type: 'turn' | 'activation') => currentRecording()?.mark(useStore.getState().scene, type);
  return (
    <span className="group">
      <BarButton id="mark-activation" icon="A+" label={rw(lang, 'nextActivation')} onClick={() => mark('activation')} />
      <BarButton id="mark-turn" icon="T+" label={rw(lang, 'nextTurn')} onClick={() => mark('turn')} />
      {shot && (
        <BarButton
          id="record-shot"
          icon="◎"
          label={`${rw(lang, 'shot')} ${shot.shooter} → ${shot.target}`}
          onClick={() => currentRecording()?.playOn(useStore.getState().scene, [{ type: 'shot', ...shot }])}
        />
      )}
    </span>
  );
}

/** At a step: a rehearsal from it, and the way back. */
function StepTools({ lang }: { lang: Lang }) {
  const branch = useTimelineStep((s) => s.branch);
  return (
    <span className="group">
      {!branch && <BarButton id="timeline-try" icon={BRANCH} label={rw(lang, 'try')} onClick={tryFromHere} />}
      <BarButton id="timeline-back" icon={TO_PRESENT} label={rw(lang, 'back')} onClick={backToPresent} />
    </span>
  );
}

/** Where the timeline stands, in a line: the step and its entry's words, or the present. */
function StepLine({ lang }: { lang: Lang }) {
  const game = useRecord((s) => s.game);
  const at = useTimelineStep((s) => s.at);
  const branch = useTimelineStep((s) => s.branch);
  const { turn, activation } = game?.entries.at(at ?? -1) ?? { turn: 1, activation: 0 };
  if (!game || game.entries.length === 0) return <p className="small muted timeline-line">{rw(lang, 'empty')}</p>;
  const entry = at === null ? null : game.entries[at];
  return (
    <p className="small timeline-line" data-testid="timeline-line">
      <b>
        {entry === null
          ? `${rw(lang, 'present')} — ${game.entries.length} ${rw(lang, 'entries')}`
          : `${rw(lang, 'step')} ${at! + 1} ${rw(lang, 'of')} ${game.entries.length}`}
      </b>{' '}
      <span className="muted">
        ({rw(lang, 'turn')} {turn}, {rw(lang, 'activation')} {activation})
      </span>{' '}
      {entry && <span data-testid="timeline-entry">{entryLine(entry, at!, lang)}</span>}
      {branch && (
        <span className="muted" data-testid="timeline-rehearsal">
          {' '}
          — {rw(lang, 'rehearsal')}
        </span>
      )}
    </p>
  );
}

/** The turn log: each entry a line to jump to; the log as text and the game as JSON to take away. */
function TurnLog({ lang }: { lang: Lang }) {
  const game = useRecord((s) => s.game);
  const at = useTimelineStep((s) => s.at);
  if (!game) return null;
  return (
    <div className="timeline-log card" data-testid="turn-log">
      <div className="group">
        <button
          data-testid="export-text"
          onClick={() => downloadText(logExport(game, lang), `${gameFileName(game)}.txt`, 'text/plain')}
        >
          {rw(lang, 'exportText')}
        </button>
        <button
          data-testid="export-json"
          onClick={() => downloadText(gameJson(game), `${gameFileName(game)}.game.json`, 'application/json')}
        >
          {rw(lang, 'exportJson')}
        </button>
      </div>
      <ol className="timeline-entries">
        {logLines(game, lang).map((l) => (
          <li key={l.index} className={`depth-${l.depth}${l.index === at ? ' on' : ''}`}>
            <button className="link" data-testid={`log-entry-${l.index}`} onClick={() => stepTo(l.index)}>
              {l.text}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
