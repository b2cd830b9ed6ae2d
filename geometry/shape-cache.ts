// The one owner of data derived from a shape (a footprint, an eroded shape, a move's start): kept
// as long as the shape object lives, made once, forgotten with it. Each kind of derived data is one
// named ShapeCache, so a reader finds every cache of the engine by this class's name.

/** Data derived from a shape object, made on first use and kept while the object lives. */
export class ShapeCache<Shape extends object, Derived> {
  private readonly kept = new WeakMap<Shape, Derived>();

  /** `name` says what is kept (for readers and debuggers); `derive` makes it from the shape. */
  constructor(
    readonly name: string,
    private readonly derive: (shape: Shape) => Derived,
  ) {}

  /** The data of `shape`, made now if it was not kept (`null` and `undefined` are kept as answers too). */
  get(shape: Shape): Derived {
    const kept = this.kept.get(shape);
    if (kept !== undefined || this.kept.has(shape)) return kept as Derived;
    const made = this.derive(shape);
    this.kept.set(shape, made);
    return made;
  }
}
