// The table as a game goes on, entry after entry: the position, the World that judges on it, and
// the charges of the activation under way. The recorder and the replay both walk a game
// with one, so both judge every entry on the same position the same way.
import type { Charge } from '../moves';
import type { Scene } from '../scene';
import { World } from '../world';
import { applyEntry } from './apply';
import { judgeEntry } from './judge';
import { chargesOf } from './judge-move';
import type { EntryVerdict, RecordEntry } from './types';

export class TableInPlay {
  private current: Scene;
  /** Made when first asked for; a move updates it in place, an edit drops it. */
  private world: World | null = null;
  private charges: Charge[] = [];
  private activation = '';

  constructor(start: Scene) {
    this.current = start;
  }

  get scene(): Scene {
    return this.current;
  }

  /** The entry's verdict on the position now (null for markers and edits). */
  judge(entry: RecordEntry): EntryVerdict | null {
    this.enter(entry);
    this.world ??= new World(this.current);
    return judgeEntry(this.world, entry, this.charges);
  }

  /**
   * Play the entry: the scene as the record says it became (a move's recorded end), and the
   * charges of `verdict` (the one judged now) added to its activation's.
   */
  apply(entry: RecordEntry, verdict: EntryVerdict | null): void {
    this.enter(entry);
    this.current = applyEntry(this.current, entry);
    if (entry.type === 'edit') this.world = null;
    if (entry.type === 'move') {
      this.world?.moveFighter(entry.mover, entry.verdict.position, entry.verdict.facingDeg);
      if (verdict !== null) this.charges.push(...chargesOf(entry, verdict as typeof entry.verdict));
    }
  }

  /** charges add up within one activation only: a new one starts with none. */
  private enter(entry: RecordEntry): void {
    const key = `${entry.turn}:${entry.activation}`;
    if (key === this.activation) return;
    this.activation = key;
    this.charges = [];
  }
}
