// Stepping through a game: the position before any entry, from a snapshot kept every `every`
// entries and at most `every - 1` entries applied after it (applying is cheap: no judging). The
// index owns its snapshots; a record edited makes a new index.
import type { Scene } from '../scene';
import { applyEntry } from './apply';
import type { GameRecord } from './types';

export class GamePositions {
  /** snapshots[k]: the position after the first k × every entries. */
  private readonly snapshots: Scene[] = [];
  /** Entries applied by the last query (at most every − 1): what stepping costs. */
  lastApplies = 0;

  constructor(
    readonly game: GameRecord,
    readonly every = 10,
  ) {
    if (!Number.isInteger(every) || every < 1)
      throw new RangeError(`every must be a whole number 1 or more, got ${every}`);
    let scene = game.start;
    this.snapshots.push(scene);
    game.entries.forEach((entry, i) => {
      scene = applyEntry(scene, entry);
      if ((i + 1) % every === 0) this.snapshots.push(scene);
    });
  }

  get entryCount(): number {
    return this.game.entries.length;
  }

  /** The position after the first `count` entries (0: the start; entryCount: the end). */
  after(count: number): Scene {
    if (!Number.isInteger(count) || count < 0 || count > this.entryCount)
      throw new RangeError(`count must be a whole number 0..${this.entryCount}, got ${count}`);
    const k = Math.floor(count / this.every);
    let scene = this.snapshots[k];
    for (let i = k * this.every; i < count; i++) scene = applyEntry(scene, this.game.entries[i]);
    this.lastApplies = count - k * this.every;
    return scene;
  }

  /** The position entry `index` was made from. */
  before(index: number): Scene {
    return this.after(index);
  }
}
