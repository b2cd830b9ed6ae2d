// The route code warmed in idle time before the first drag (indexes, then compiled code).
import { type Scene, type World, baseWidthMm, judgeMove, mulberry32, routeIndexOf } from '../../../geometry/index';
import { ROUTE_WARM_QUERIES } from './move-actions';
import { worldFor } from './world-sync';

/**
 * Build the committed table's route indexes (one per level and clearance, about 0.1 s each) in
 * idle time, one per idle callback, so that the first drag of a fighter does not pay for its own.
 * Returns a cancel function (for a React effect).
 */
export function warmRoutes(scene: Scene): () => void {
  const byKind = new Map<string, string>();
  for (const f of scene.fighters) byKind.set(`${f.level ?? 0}|${baseWidthMm(f.base)}`, f.id);
  const queue = [...byKind.values()];
  let cancelled = false;
  const later = (fn: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 30);
  const step = () => {
    if (cancelled) return;
    const id = queue.shift();
    if (id === undefined) {
      later(warmStep);
      return;
    }
    const w = worldFor(scene);
    if (w.hasFighter(id)) routeIndexOf(w, id);
    later(step);
  };
  // Then the route code itself, compiled: see warmCode.
  const rng = mulberry32(warmQueriesRun + 1);
  const warmStep = () => {
    if (cancelled || userMoved || warmQueriesRun >= ROUTE_WARM_QUERIES) return;
    if (warmCode(worldFor(scene), rng, performance.now() + WARM_SLICE_MS)) later(warmStep);
  };
  later(step);
  return () => {
    cancelled = true;
  };
}

const WARM_SLICE_MS = 8;
let warmQueriesRun = 0;
/** Set at the first move the user makes: the warm-up then stops for good (the drag compiles the code itself). */
let userMoved = false;

/** The user made a move: the warm-up stops for good. */
export function noteUserMoved(): void {
  userMoved = true;
}

/**
 * The route code compiled before the first drag. A JavaScript engine optimises a function only
 * after it has run many times: on a fresh page the first ~1,000 route queries run unoptimised,
 * several milliseconds each on a 2-core machine (bench/route.ts reports them as route-warmup),
 * and the first drags would drop frames. So, in idle time once the indexes are built: walks to
 * points of the table and charges of enemies, each fighter in turn, until about `until`. They are
 * queries only (judgeMove): their answers are dropped, and the World and its indexes keep their
 * meaning (the indexes keep what the queries worked out, as any query's do). Whether more are to
 * be run on this table.
 */
function warmCode(w: World, rng: () => number, until: number): boolean {
  // A table without fighters has nothing to route: a later table is warmed instead.
  const ids = w.fighterIds();
  if (ids.length === 0) return false;
  const { width, depth } = w.scene.table;
  try {
    do {
      const mover = ids[warmQueriesRun % ids.length];
      const side = w.fighter(mover).side;
      const enemies = warmQueriesRun % 3 !== 0 ? ids.filter((id) => w.fighter(id).side !== side) : [];
      if (enemies.length > 0)
        judgeMove(w, { mover, goal: { target: enemies[Math.floor(rng() * enemies.length)] }, action: 'charge' });
      else
        judgeMove(w, {
          mover,
          goal: { point: { x: width * (0.05 + 0.9 * rng()), y: depth * (0.05 + 0.9 * rng()) } },
          action: 'walk',
        });
      warmQueriesRun++;
    } while (warmQueriesRun < ROUTE_WARM_QUERIES && performance.now() < until);
  } catch (e) {
    // An engine fault: the user meets it, with its message, if they make that move. The
    // warm-up stops for good (and says so in the console) rather than fail in every idle callback.
    console.error('route warm-up stopped:', e);
    warmQueriesRun = ROUTE_WARM_QUERIES;
    return false;
  }
  return warmQueriesRun < ROUTE_WARM_QUERIES;
}

/** How many route queries the idle-time warm-up has run so far (the tests read it). */
export function routeWarmQueries(): number {
  return warmQueriesRun;
}
