// Stepping through the game's record (issue 34, item 2): the table shows the position an entry was
// made from (GamePositions: a snapshot every 10 entries, at most 9 applied after it), as a borrowed
// table, so the user's own table and its undo history are set aside untouched; a move's route and
// verdict are drawn by the Move tool's own overlay, a shot's by Sight. "Try from here" makes the
// step a rehearsal (edits allowed, never recorded); "back to the present" puts the own table back.
import { create } from 'zustand';
import { engineReady, moveStart } from '../engine';
import { type EntryOf, GamePositions, type GameRecord, type RecordEntry, type Scene } from '../engine/record';
import { type DispersionState, useDispersion } from '../dispersion/dispersion-state';
import { type Borrowed, useStore } from '../state/store';
import { useRecord } from './record-store';

type TimelineState = {
  /** The entry shown (its position before it), or null: the present (the user's own table). */
  at: number | null;
  /** A rehearsal tried from the step shown: the table may be changed, the record is not. */
  branch: boolean;
  playing: boolean;
};

export const useTimelineStep = create<TimelineState>(() => ({ at: null, branch: false, playing: false }));

/** The play button's pace: one entry a second. */
export const PLAY_EVERY_MS = 1000;

let positions: GamePositions | null = null;
/** A view on show when stepping began (a linked game): the present it goes back to, with its record. */
let viewBefore: { borrowed: Borrowed; scene: Scene; game: GameRecord } | null = null;
let timer: ReturnType<typeof setInterval> | null = null;

function positionsOf(game: GameRecord): GamePositions {
  if (positions?.game !== game) positions = new GamePositions(game);
  return positions;
}

/** Show entry `index` of the record: the position it was made from, its route and verdict drawn. */
export function stepTo(index: number): boolean {
  const game = useRecord.getState().game;
  if (!game || game.entries.length === 0) return false;
  const at = Math.max(0, Math.min(game.entries.length - 1, Math.round(index)));
  const scene = positionsOf(game).before(at);
  const st = useStore.getState();
  if (st.borrowed?.kind === 'record') st.present(scene);
  else {
    viewBefore = st.borrowed?.kind === 'view' ? { borrowed: st.borrowed, scene: st.scene, game } : null;
    st.borrow({ kind: 'record' }, scene);
  }
  drawEntry(game.entries[at]);
  useTimelineStep.setState({ at, branch: false });
  return true;
}

export function stepBy(delta: number): boolean {
  const { at } = useTimelineStep.getState();
  const count = useRecord.getState().game?.entries.length ?? 0;
  // From the present, one back is the last entry.
  return stepTo(at === null ? (delta < 0 ? count - 1 : 0) : at + delta);
}

/** The tool that draws the entry: a move's route and verdict (Move), a shot's line (Sight). */
function drawEntry(entry: RecordEntry): void {
  const st = useStore.getState();
  if (entry.type === 'move' && engineReady()) {
    st.setTool('move');
    st.setAction(entry.action);
    st.setDisengaged(entry.disengaged === true);
    st.select({ kind: 'fighter', id: entry.mover });
    const placement = { id: entry.mover, position: entry.verdict.position, facing: entry.verdict.facingDeg };
    st.setPlacement(placement, moveStart(st.scene, entry.mover));
  } else if (entry.type === 'shot') {
    st.setTool('sight');
    st.select({ kind: 'fighter', id: entry.shooter });
    st.setSightTarget(entry.target);
  } else if (entry.type === 'dispersion' || entry.type === 'template') {
    st.setPlacement(null, null);
    drawScatter(entry);
  } else if (entry.type === 'area') {
    st.setPlacement(null, null);
    drawArea(entry);
  } else st.setPlacement(null, null);
}

type ToolSettings = Pick<DispersionState, 'impact' | 'radiusMm' | 'seedText' | 'failures' | 'successes'>;
/** The Dispersion tool's settings before a step drew a roll with it: back with the present. */
let toolBefore: ToolSettings | null = null;

/**
 * a scattered impact drawn by the Dispersion tool, rolled again from the recorded
 * seed (R-7.4: the same dice, the same final point) on the position it was made from: the
 * template, its arrows with the rolled one lit, the deviation and the fighters the area covers.
 */
function drawScatter(entry: EntryOf<'dispersion' | 'template'>): void {
  const st = useStore.getState();
  keepTool();
  st.setTool('dispersion');
  st.select(entry.from !== undefined ? { kind: 'fighter', id: entry.from } : null);
  const tests = entry.type === 'template' ? { failures: entry.failures, successes: entry.successes } : {};
  useDispersion.setState({
    impact: { x: entry.impact[0], y: entry.impact[1] },
    radiusMm: entry.type === 'template' ? entry.weaponAreaCm * 10 : (entry.areaMm ?? 0),
    seedText: String(entry.seed),
    ...tests,
    roll: null,
    shownArea: null,
  });
  useDispersion.getState().doRoll(useStore.getState().scene, entry.from ?? null);
}

/** an area without dispersion drawn by the Dispersion tool: its edge and the fighters it covers. */
function drawArea(entry: EntryOf<'area'>): void {
  keepTool();
  const st = useStore.getState();
  st.setTool('dispersion');
  st.select('fighter' in entry.centre ? { kind: 'fighter', id: entry.centre.fighter } : null);
  const centre =
    'point' in entry.centre ? { point: { x: entry.centre.point[0], y: entry.centre.point[1] } } : entry.centre;
  const level = entry.level !== undefined ? { level: entry.level } : {};
  useDispersion.setState({ impact: null, roll: null, shownArea: { centre, radiusMm: entry.radiusMm, ...level } });
}

function keepTool(): void {
  const d = useDispersion.getState();
  toolBefore ??= {
    impact: d.impact,
    radiusMm: d.radiusMm,
    seedText: d.seedText,
    failures: d.failures,
    successes: d.successes,
  };
}

function putToolBack(): void {
  if (toolBefore) useDispersion.setState({ ...toolBefore, roll: null, shownArea: null, animating: false, error: null });
  toolBefore = null;
}

/** The step shown becomes a rehearsal: the drawn move is let go, the table is the player's to try. */
export function tryFromHere(): void {
  if (useTimelineStep.getState().at === null) return;
  stopPlaying();
  useStore.getState().setPlacement(null, null);
  useTimelineStep.setState({ branch: true });
}

/** The user's own table back, with its undo history as it was; the record as it was. */
export function backToPresent(): void {
  stopPlaying();
  if (useStore.getState().borrowed?.kind === 'record') {
    useStore.getState().returnToOwn();
    if (viewBefore) {
      useStore.getState().borrow(viewBefore.borrowed, viewBefore.scene);
      useRecord.setState({ game: viewBefore.game });
    }
  }
  viewBefore = null;
  putToolBack();
  useTimelineStep.setState({ at: null, branch: false });
}

export function play(): void {
  stopPlaying();
  const count = useRecord.getState().game?.entries.length ?? 0;
  if (count === 0) return;
  const { at } = useTimelineStep.getState();
  if (at === null || at >= count - 1) stepTo(0);
  useTimelineStep.setState({ playing: true });
  timer = setInterval(() => {
    const now = useTimelineStep.getState().at ?? 0;
    if (now >= (useRecord.getState().game?.entries.length ?? 0) - 1) stopPlaying();
    else stepTo(now + 1);
  }, PLAY_EVERY_MS);
}

export function stopPlaying(): void {
  if (timer) clearInterval(timer);
  timer = null;
  useTimelineStep.setState({ playing: false });
}

/** Something else took the table (a lesson, a file, the live table): the timeline lets go. */
useStore.subscribe((s) => {
  if (useTimelineStep.getState().at !== null && s.borrowed?.kind !== 'record') {
    stopPlaying();
    useTimelineStep.setState({ at: null, branch: false });
  }
});
