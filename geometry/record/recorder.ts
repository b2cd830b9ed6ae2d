// Recording a game as it is played: each entry judged on the position it is made from, its verdict
// kept beside it, then played. The app's table and the tests' games record through one of these.
import type { Scene } from '../scene';
import { GAME_KIND } from './schema';
import { TableInPlay } from './table-in-play';
import type { EntryVerdict, GameRecord, PlayedEntry, RecordEntry } from './types';

export class GameRecorder {
  private readonly table: TableInPlay;
  private readonly entries: RecordEntry[] = [];

  constructor(
    private readonly start: Scene,
    private readonly name?: string,
  ) {
    this.table = new TableInPlay(start);
  }

  /** The position after every entry so far. */
  get scene(): Scene {
    return this.table.scene;
  }

  /** Judge the entry on the position now, keep it with its verdict, play it; the kept entry. */
  play(played: PlayedEntry): RecordEntry {
    const verdict = this.table.judge(played as RecordEntry);
    const entry = (verdict === null ? played : { ...played, verdict }) as RecordEntry;
    this.table.apply(entry, verdict as EntryVerdict | null);
    this.entries.push(entry);
    return entry;
  }

  record(): GameRecord {
    return {
      version: 1,
      kind: GAME_KIND,
      ...(this.name !== undefined ? { name: this.name } : {}),
      start: this.start,
      entries: [...this.entries],
    };
  }
}
