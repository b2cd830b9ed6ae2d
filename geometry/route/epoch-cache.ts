// What callers work out from a route index's answers (a charge's free runs, a pocket proved walled
// in), kept by the index itself: each kind under its name, all forgotten by the index's next update
// (its epoch), so no caller keeps an index's state beside it and checks the epoch on its own.

/** Values by key, kept while the index's obstacles stand; at most `capacity` (then all forgotten). */
export class EpochCache<Value> {
  private readonly kept = new Map<string, Value>();

  constructor(
    readonly name: string,
    private readonly capacity: number,
  ) {}

  /** The value kept under `key`, made now if there is none (a full cache is emptied first). */
  getOrMake(key: string, make: () => Value): Value {
    if (this.kept.size >= this.capacity) this.kept.clear();
    const kept = this.kept.get(key);
    if (kept !== undefined) return kept;
    const made = make();
    this.kept.set(key, made);
    return made;
  }

  clear(): void {
    this.kept.clear();
  }
}

/** A route index's epoch caches, by name: the index empties them all when its epoch moves on. */
export class EpochCaches {
  private readonly byName = new Map<string, EpochCache<unknown>>();

  /** The cache named `name` (made on first use); a name is always asked with the same Value. */
  named<Value>(name: string, capacity = 256): EpochCache<Value> {
    let cache = this.byName.get(name);
    if (!cache) {
      cache = new EpochCache<unknown>(name, capacity);
      this.byName.set(name, cache);
    }
    return cache as EpochCache<Value>;
  }

  /** The index's epoch moved on: what was worked out from its answers no longer holds. */
  clear(): void {
    for (const cache of this.byName.values()) cache.clear();
  }
}
