// Recording the game as the table is played (issue 34, item 1), loaded on demand as the app
// starts: every change the store tells (record-hook.ts) becomes entries of the record of the table
// on show; a scene in the undo history keeps the record of its time, so undo and redo take the
// record back and forth with the table. The record is saved beside the autosave (RECORD_KEY) while
// the user's own table is on show, never while a borrowed or live one is.
import { type GameRecord, type RecordEntry, type Scene, parseGameText } from '../engine/record';
import { useStore } from '../state/store';
import { tableStorage } from '../state/local-store';
import { keepAside, writeStored } from '../state/persist';
import { type TableChange, onGameFile, onTableChange, useTimeline } from '../state/record-hook';
import { openGame } from './open-game';
import { useRecord } from './record-store';
import { type EntryBody, tableDiff } from './table-changes';
import { type EntryBy, TableRecord, freshRecord } from './table-record';
import { endsAt } from './record-ends';
import { type Roll, useDispersion } from '../dispersion/dispersion-state';

export const RECORD_KEY = 'mire.record.v1';

export class Recording {
  /** The record each scene of the history was shown with. */
  private readonly at = new WeakMap<Scene, GameRecord>();
  private readonly table: TableRecord;
  /** Told the entries this device played, with the record they now end (the live table shares them). */
  onPlayed: ((added: readonly RecordEntry[], record: GameRecord) => void) | null = null;

  constructor(own: Scene, stored: GameRecord | null) {
    this.table = new TableRecord(stored ?? freshRecord(own));
    if (stored) this.table.takeSettings(own);
    this.at.set(own, this.table.record);
  }

  get record(): GameRecord {
    return this.table.record;
  }

  /** A commit or a load the store told. */
  change(c: TableChange): void {
    if (c.played?.type === 'load') {
      // A linked view with its record, adopted: its record goes on; any other new table starts one.
      this.table.restore(this.at.get(c.after) ?? freshRecord(c.after));
      return this.keep(c.after);
    }
    this.table.restore(this.recordOf(c.before));
    const diff = tableDiff(c.before, c.after, c.played);
    if (diff.settings) this.table.takeSettings(c.after);
    const by = this.byOf(c.after, diff.entries);
    const before = this.table.record;
    if (!this.table.play(diff.entries, by)) useRecord.setState({ said: { code: 'record.full' } });
    this.keep(c.after);
    this.tellPlayed(before);
  }

  /** A table on show that no commit told (undo, redo, back from a borrowed one, a peer's change). */
  shown(scene: Scene): void {
    const known = this.at.get(scene);
    if (known) this.table.restore(known);
    else if (!endsAt(this.table.record, scene)) return; // another table: its first change starts its record
    this.keep(scene);
  }

  /** The record `scene` was shown with; a table the record has not followed starts a record of its own. */
  private recordOf(scene: Scene): GameRecord {
    const known = this.at.get(scene);
    if (known) return known;
    return endsAt(this.table.record, scene) ? this.table.record : freshRecord(scene);
  }

  /** Entries played outside a commit (a dispersion rolled, a shot declared, a marker). */
  playOn(scene: Scene, bodies: EntryBody[]): void {
    this.table.restore(this.recordOf(scene));
    const before = this.table.record;
    if (!this.table.play(bodies, this.byOf(scene, bodies))) useRecord.setState({ said: { code: 'record.full' } });
    this.keep(scene);
    this.tellPlayed(before);
  }

  mark(scene: Scene, type: 'turn' | 'activation'): void {
    this.table.restore(this.recordOf(scene));
    const before = this.table.record;
    this.table.mark(type, this.byOf(scene, []));
    this.keep(scene);
    this.tellPlayed(before);
  }

  /** A linked view's record (record-link.ts), on show with it; the own table's record is kept as it was. */
  view(game: GameRecord, scene: Scene): void {
    this.at.set(scene, game);
    useRecord.setState({ game });
  }

  /** The live table's record, as every player sees it, for the table on show. */
  shared(game: GameRecord, scene: Scene): void {
    this.table.restore(game);
    this.keep(scene);
  }

  private tellPlayed(before: GameRecord): void {
    const now = this.table.record;
    if (!this.onPlayed || now.start !== before.start || now.entries.length <= before.entries.length) return;
    this.onPlayed(now.entries.slice(before.entries.length), now);
  }

  /** A game opened from a file: the table at its end and its record. */
  open(game: GameRecord, end: Scene): void {
    this.table.restore(game);
    this.keep(end);
  }

  private keep(scene: Scene): void {
    this.at.set(scene, this.table.record);
    useRecord.setState({ game: this.table.record });
    saveRecord(this.table.record);
  }

  /** Who made an entry: the live player's name if there is one, and the side of the fighter it is about. */
  private byOf(scene: Scene, bodies: readonly EntryBody[]): EntryBy | null {
    const player = useRecord.getState().player;
    const about = bodies.map(fighterOf).find((id) => id !== null);
    const side = scene.fighters.find((f) => f.id === about)?.side;
    if (!player && !side) return null;
    return { ...(player ? { player } : {}), ...(side ? { side } : {}) };
  }
}

function fighterOf(b: EntryBody): string | null {
  if (b.type === 'move') return b.mover;
  if (b.type === 'shot') return b.shooter;
  if ((b.type === 'dispersion' || b.type === 'template') && b.from !== undefined) return b.from;
  if (b.type !== 'edit') return null;
  const e = b.edit;
  return 'fighter' in e ? e.fighter.id : e.kind.startsWith('fighter') && 'id' in e ? e.id : null;
}

/** a roll of the Dispersion tool as the record keeps it: its seed gives its dice. */
function scatterEntry(roll: Roll): EntryBody | null {
  const s = roll.scatter;
  if (s.seed === null) return null;
  const impact: [number, number] = [s.impact.x, s.impact.y];
  const from = roll.shooter !== null ? { from: roll.shooter } : {};
  if (s.rule === 'R-7.1') return { type: 'dispersion', impact, ...from, seed: s.seed, areaMm: roll.radiusMm };
  const tests = { failures: s.failures, successes: s.successes };
  return { type: 'template', impact, ...from, seed: s.seed, ...tests, weaponAreaCm: roll.radiusMm / 10 };
}

/** The record beside the autosave, while the user's own table is on show (not a borrowed or live one). */
function saveRecord(game: GameRecord): void {
  if (useStore.getState().borrowed || useRecord.getState().live) return;
  writeStored(tableStorage(), RECORD_KEY, JSON.stringify(game));
}

/** The stored record, if it is the record of `own` (it ends where the table stands); else kept aside. */
export function storedRecordOf(own: Scene): GameRecord | null {
  const storage = tableStorage();
  const text = storage?.getItem(RECORD_KEY) ?? null;
  if (!storage || !text) return null;
  try {
    const game = parseGameText(text, 'autosave');
    if (endsAt(game, own)) return game;
  } catch (e) {
    useRecord.setState({ said: { code: 'record.refused', source: 'autosave', problem: (e as Error).message } });
  }
  const kept = keepAside(storage, text);
  if (kept.kind === 'kept') useRecord.setState({ said: { code: 'record.keptAside', key: kept.key } });
  return null;
}

let recording: Recording | null = null;

export function currentRecording(): Recording | null {
  return recording;
}

/** Start recording the user's own table (once, at startup). */
export function startRecording(): Recording {
  if (recording) return recording;
  const st = useStore.getState();
  const own = st.own?.scene ?? st.scene;
  const r = new Recording(own, storedRecordOf(own));
  recording = r;
  useRecord.setState({ game: r.record });
  onTableChange((c) => r.change(c));
  useStore.subscribe((s, prev) => {
    if (s.scene !== prev.scene && !s.borrowed) r.shown(s.scene);
  });
  onGameFile((text, fileName) => openGame(r, text, fileName));
  // The timeline's view is fetched the first time it opens.
  useTimeline.subscribe((s) => {
    if (s.open && !s.view) void import('./Timeline').then((m) => useTimeline.setState({ view: m.Timeline }));
  });
  useDispersion.subscribe((d, prev) => {
    const st = useStore.getState();
    const body = d.roll && d.roll !== prev.roll && !st.borrowed ? scatterEntry(d.roll) : null;
    if (body) r.playOn(st.scene, [body]);
  });
  return r;
}
