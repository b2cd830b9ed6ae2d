// A game played for the tests and the bench: on a scenario, each fighter in turn charges the
// nearest enemy within its reach, or runs or walks towards it, shooting now and then; each turn a
// blast scatters and an aura covers, and a fighter is moved or wounded by hand.
// Every verdict is the engine's, kept by a GameRecorder: nothing here decides a verdict.
import {
  type GameRecord,
  GameRecorder,
  type MoveAction,
  type PlayedEntry,
  type Scene,
  World,
  judgeMove,
} from '../../geometry/index';

const PLAYERS = ['Anne', 'Bruno'] as const;

export type GamePlan = {
  readonly turns: number;
  /** Stop once this many actions are recorded (every entry but the turn and activation markers). */
  readonly maxActions?: number;
};

/** A game of `plan.turns` turns on `start`, recorded entry by entry. */
export function playGame(start: Scene, plan: GamePlan, name?: string): GameRecord {
  const rec = new GameRecorder(start, name);
  const sides = [...new Set(start.fighters.map((f) => f.side))];
  let actions = 0;
  const play = (entry: PlayedEntry) => {
    if (entry.type !== 'turn' && entry.type !== 'activation') actions++;
    rec.play(entry);
  };
  const full = () => plan.maxActions !== undefined && actions >= plan.maxActions;
  for (let turn = 1; turn <= plan.turns && !full(); turn++) {
    play({ type: 'turn', turn, activation: 0 });
    const order = activationOrder(rec.scene, sides);
    order.forEach((id, k) => {
      if (full() || !rec.scene.fighters.some((f) => f.id === id)) return;
      const side = rec.scene.fighters.find((f) => f.id === id)!.side;
      const by = { player: PLAYERS[sides.indexOf(side) % 2], side };
      const at = { turn, activation: k + 1, by };
      play({ type: 'activation', ...at });
      for (const entry of activationOf(rec.scene, id, turn, k)) if (!full()) play({ ...at, ...entry } as PlayedEntry);
    });
    for (const entry of endOfTurn(rec.scene, turn, order.length)) if (!full()) play(entry);
  }
  return rec.record();
}

/** The sides' fighters alternately, in the scene's order. */
function activationOrder(scene: Scene, sides: readonly string[]): string[] {
  const bySide = sides.map((s) => scene.fighters.filter((f) => f.side === s).map((f) => f.id));
  const out: string[] = [];
  for (let i = 0; i < Math.max(...bySide.map((b) => b.length)); i++)
    for (const ids of bySide) if (ids[i]) out.push(ids[i]);
  return out;
}

type Act = Record<string, unknown> & { type: string };

/** One fighter's activation: a charge in reach, else a run or a shot and a walk towards the nearest enemy. */
function activationOf(scene: Scene, id: string, turn: number, k: number): Act[] {
  const world = new World(scene);
  const me = world.fighter(id);
  const enemies = world.fighterIds().filter((o) => world.fighter(o).side !== me.side);
  if (enemies.length === 0) return [];
  const nearest = enemies
    .map((o) => ({ o, d: world.distanceMm(id, o) }))
    .sort((a, b) => a.d - b.d || (a.o < b.o ? -1 : 1))[0];
  if (world.enemiesInContact(id).length > 0) return [{ type: 'area', centre: { fighter: id }, radiusMm: 30 }];
  // A player charges an enemy it sees within its reach; else it closes in.
  if (nearest.d <= me.mov * 20 && world.losVerdict(id, nearest.o) !== 'none')
    return [{ type: 'move', mover: id, action: 'charge', goal: { target: nearest.o } }];
  const action = (turn + k) % 2 === 0 ? 'run' : 'walk';
  const move = { type: 'move', mover: id, action, goal: { point: reachable(world, id, nearest.o, action) } };
  // A shot only at the nearest enemy it sees, as a player would.
  const seen = enemies
    .filter((o) => world.losVerdict(id, o) !== 'none')
    .sort((a, b) => world.distanceMm(id, a) - world.distanceMm(id, b) || (a < b ? -1 : 1))[0];
  if (action === 'run' || seen === undefined) return [move];
  return [{ type: 'shot', shooter: id, target: seen, rangesCm: [20, 40, 60] }, move];
}

/** A point towards the enemy the move reaches legally, trying shorter ones as a player would (else the first). */
function reachable(world: World, id: string, enemy: string, action: MoveAction): [number, number] {
  const from = world.fighter(id).position;
  const to = world.fighter(enemy).position;
  const d = world.distanceMm(id, enemy);
  const tries = [d - 60, d / 2, d / 4, d / 8].map((mm) => pointTowards(from, to, mm));
  const legal = tries.find((p) => judgeMove(world, { mover: id, action, goal: { point: { x: p[0], y: p[1] } } }).legal);
  return legal ?? tries[0];
}

/** The point `mm` from `a` towards `b` (a centre's straight line). */
function pointTowards(a: readonly number[], b: readonly number[], mm: number): [number, number] {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const t = len === 0 ? 0 : Math.max(0, mm) / len;
  return [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t)];
}

/** The turn's end: a blast on the first fighter's foe (R-7.1, seeded), an aura, an edit by hand. */
function endOfTurn(scene: Scene, turn: number, activations: number): PlayedEntry[] {
  const at = { turn, activation: activations };
  const [first, ...rest] = scene.fighters;
  const foe = rest.find((f) => f.side !== first.side) ?? first;
  const out: PlayedEntry[] = [
    { type: 'dispersion', ...at, impact: [...foe.position], from: first.id, seed: 1000 + turn, areaMm: 40 },
    { type: 'area', ...at, centre: { point: [600, 300] }, radiusMm: 100 },
  ];
  const hurt = rest[turn % rest.length];
  out.push({ type: 'edit', ...at, edit: { kind: 'fighter-changed', fighter: { ...hurt, wound: 'light' } } });
  return out;
}
