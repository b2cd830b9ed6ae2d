// The game's record of the table on show (issue 34): each change played on the position now
// (TableInPlay: a move judged by the one move judge, its verdict kept beside it), turn and
// activation markers, the game's settings following the table. Immutable records out: every
// change answers a new GameRecord, so a scene in the undo history can keep the record of its time.
import { GAME_KIND, type GameRecord, type RecordEntry, type Scene, TableInPlay } from '../engine/record';
import type { EntryBody } from './table-changes';

/** The most entries a game file holds (geometry/limits.ts gameEntries). */
export const RECORD_LIMIT = 10_000;
export type EntryBy = { player?: string; side?: string };

export function freshRecord(start: Scene): GameRecord {
  return { version: 1, kind: GAME_KIND, start, entries: [] };
}

export class TableRecord {
  private table: TableInPlay;

  constructor(private game: GameRecord) {
    this.table = tableAfter(game);
  }

  get record(): GameRecord {
    return this.game;
  }

  /** The turn and the activation under way (those of the last entry). */
  get when(): { turn: number; activation: number } {
    const last = this.game.entries.at(-1);
    return { turn: last?.turn ?? 1, activation: last?.activation ?? 0 };
  }

  /** Put another record in place (undo, redo, a file, a peer). */
  restore(game: GameRecord): void {
    if (game === this.game) return;
    this.game = game;
    this.table = tableAfter(game);
  }

  /** Each body judged on the position now and played; false when the record is full. */
  play(bodies: readonly EntryBody[], by: EntryBy | null): boolean {
    if (this.game.entries.length + bodies.length > RECORD_LIMIT) return false;
    const added: RecordEntry[] = [];
    for (const body of bodies) {
      const played = { ...body, ...this.when, ...(by ? { by } : {}) } as RecordEntry;
      const verdict = this.table.judge(played);
      const entry = (verdict === null ? played : { ...played, verdict }) as RecordEntry;
      this.table.apply(entry, verdict);
      added.push(entry);
      const put = entry.type === 'move' ? putBack(entry) : null;
      if (put) {
        this.table.apply(put, null);
        added.push(put);
      }
    }
    this.game = { ...this.game, entries: [...this.game.entries, ...added] };
    return true;
  }

  /** "Next activation" / "next turn": a marker opening it (a turn opens before its first activation). */
  mark(type: 'turn' | 'activation', by: EntryBy | null): boolean {
    const { turn, activation } = this.when;
    const body = type === 'turn' ? { type, turn: turn + 1, activation: 0 } : { type, turn, activation: activation + 1 };
    if (this.game.entries.length >= RECORD_LIMIT) return false;
    const entry = { ...body, ...(by ? { by } : {}) } as RecordEntry;
    this.table.apply(entry, null);
    this.game = { ...this.game, entries: [...this.game.entries, entry] };
    return true;
  }

  /** The table's settings (size, zones, edition, options, name) are the whole game's: the start takes them. */
  takeSettings(scene: Scene): void {
    const { fighters, scenery } = this.game.start;
    this.game = { ...this.game, start: { ...scene, fighters, scenery } };
    this.table = tableAfter(this.game);
  }
}

/** Past a whole kept step (geometry/record/round.ts), the record's end and the table's are apart. */
const APART_MM = 0.002;

/**
 * A move whose judged end is not where the player put the base (the Move tool commits only what
 * its own judgement allows, so only if the two judges part): the base put back there by hand, so
 * the record ends where the table does.
 */
function putBack(move: Extract<RecordEntry, { type: 'move' }>): RecordEntry | null {
  if (!('place' in move.goal)) return null;
  const { position, facingDeg } = move.goal.place;
  const end = move.verdict.position;
  const turned = Math.abs(((move.verdict.facingDeg - facingDeg + 540) % 360) - 180);
  if (Math.hypot(end[0] - position[0], end[1] - position[1]) <= APART_MM && turned <= APART_MM) return null;
  const edit = { kind: 'fighter-moved', id: move.mover, position: [position[0], position[1]], facingDeg } as const;
  return {
    type: 'edit',
    turn: move.turn,
    activation: move.activation,
    ...(move.by ? { by: move.by } : {}),
    edit,
  } as RecordEntry;
}

/** The table after every entry, as the record says it was played (no judging: cheap). */
function tableAfter(game: GameRecord): TableInPlay {
  const table = new TableInPlay(game.start);
  for (const entry of game.entries) table.apply(entry, 'verdict' in entry ? entry.verdict : null);
  return table;
}
