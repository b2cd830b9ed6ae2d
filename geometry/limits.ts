// The largest scene Mire accepts (scene format v1). Far beyond any game on a real table, and small
// enough that every command answers within seconds on one core (README, "Limits"). The schema in
// scene.ts enforces each one at the boundary: a file over a limit is refused with its field, the
// limit and the value, before the engine sees it.
export const LIMITS = {
  /** Fighters in a scene (`check` is every ordered pair; a charge routes among all of them). */
  fighters: 1000,
  /** Fighters `editions` reads: it judges every ordered pair twice, once under R-5.7's sight. */
  editionsFighters: 500,
  /** Scenery elements in a scene. */
  scenery: 250,
  /** Points of one scenery polygon. */
  polygonPoints: 1000,
  /** Points of all scenery polygons together (the router's corners). */
  sceneryPoints: 3000,
  /** Table width and depth, mm (R-8.1 tables are 600 to 1200 mm). */
  tableMm: 10_000,
  /** Any coordinate (absolute value) or circle radius, mm. */
  coordinateMm: 100_000,
  /** Any base dimension, mm. */
  baseMm: 1_000,
  /** Facing (absolute value), degrees. */
  facingDeg: 1_000_000,
  /** Movement value MOV, cm. */
  movCm: 1_000,
  /** Size of a fighter or of scenery. */
  size: 100,
  /** Contact tolerance τ, mm. */
  toleranceMm: 100,
  /** Drawing height of scenery, mm. */
  heightMm: 100_000,
  /** Strategic value. */
  value: 1_000_000,
  /** Characters of an id, a side or a unit name. */
  idChars: 64,
  /** Characters of a name. */
  nameChars: 200,
  /** Nesting of arrays and objects (a scene nests 6 deep: scenery, shape, points, a point). */
  nestingDepth: 16,
  /** Bytes of a scene file. */
  fileBytes: 8 * 1024 * 1024,
  /** Entries of a game record (geometry/record/): a long game is a few hundred actions. */
  gameEntries: 10_000,
  /** A game's turn and activation numbers. */
  gameTurns: 10_000,
  /** Bytes of a game file: its starting scene and its entries. */
  gameFileBytes: 16 * 1024 * 1024,
} as const;
