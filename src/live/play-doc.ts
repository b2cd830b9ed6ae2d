// What two players share beside the table (issue 32, item 7), in Y.Maps of their own beside the
// scene's root: who plays which side, the rulers and range rings left on the table, the dice log.
// Each value is one JSON value written whole; the server's check (src/server/play-check.ts) judges
// every one a peer sends with the shapes and bounds below, the app reads them with the same.
import * as Y from 'yjs';
import { cleanName, NAME_CHARS } from './player-name';

export { cleanName };

/** The Y.Doc's root maps of the play (never the scene's root: the gate judges them apart). */
export const PLAY_ROOTS = { seats: 'play.seats', marks: 'play.marks', rolls: 'play.rolls' } as const;
export type PlayRoot = (typeof PLAY_ROOTS)[keyof typeof PLAY_ROOTS];
export const PLAY_ROOT_NAMES: readonly string[] = Object.values(PLAY_ROOTS);

/** In `play.seats`, beside the sides: the table setting "each player moves only their own side". */
export const OWN_SIDES_KEY = '#own-sides';

export const PLAY_LIMITS = {
  /** Sides that may be claimed (a table has two; a few more for scenarios with allies). */
  seats: 8,
  /** Rulers and range rings on the table at once. */
  marks: 32,
  /** Rolls kept in the log (a long game rolls a few hundred times). */
  rolls: 500,
  /** Dice in one roll. */
  dice: 20,
  /** A player's name, in characters. */
  nameChars: NAME_CHARS,
  /** A ring's radius: the longest range measured (a table's diagonal). */
  radiusMm: 2000,
} as const;

/** A player's public id: 12 to 24 base64url characters (random, made by their device). */
export const PLAYER_ID = /^[A-Za-z0-9_-]{12,24}$/;
/** A mark's or roll's key: short, plain. */
const KEY = /^[A-Za-z0-9_.-]{1,64}$/;

export type Xy = [number, number];
export type Mark =
  { kind: 'ruler'; from: Xy; to: Xy; by: string } | { kind: 'ring'; center: Xy; radiusMm: number; by: string };
/** A roll of `dice` d6 from `seed`: `results` are what createRng(seed) gives, checked by the server. */
export type Roll = { seed: number; dice: number; results: number[]; by: string; name: string; atMs: number };

export type PlayState = {
  ownSides: boolean;
  /** Side id → the player id that plays it. */
  seats: Record<string, string>;
  marks: Record<string, Mark>;
  /** In the order they were made (time, then key). */
  rolls: (Roll & { key: string })[];
};

export function playMap(doc: Y.Doc, root: PlayRoot): Y.Map<unknown> {
  return doc.getMap(root);
}

/**
 * What the checks take from the engine, given by each side through its own door (the app's
 * src/app/engine/play.ts, the server's play-rules.ts): the table's coordinate limit, and R-7.4's
 * dice — `dice` d6 from `seed`, in order, from the engine's seedable generator.
 */
export type PlayRules = { coordinateMm: number; rollDice: (seed: number, dice: number) => number[] };

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const onTable = (v: unknown, limitMm: number): v is Xy =>
  Array.isArray(v) && v.length === 2 && v.every((c) => finite(c) && Math.abs(c) <= limitMm);
const exactKeys = (o: object, keys: string[]) => {
  const own = Object.keys(o);
  return own.length === keys.length && keys.every((k) => own.includes(k));
};

export function keyProblem(key: string): string | null {
  return KEY.test(key) ? null : 'a key of 1 to 64 letters, digits, "_", "-" or "."';
}

/** Why `v` is no mark (made by `by`), or null. */
export function markProblem(v: unknown, by: string, rules: PlayRules): string | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'a mark is an object';
  const m = v as Record<string, unknown>;
  if (m.by !== by) return 'a mark names its maker as "by"';
  if (m.kind === 'ruler') {
    if (!exactKeys(m, ['kind', 'from', 'to', 'by'])) return 'a ruler has kind, from, to and by';
    return onTable(m.from, rules.coordinateMm) && onTable(m.to, rules.coordinateMm)
      ? null
      : "a ruler's ends are two numbers each, within the table's limits";
  }
  if (m.kind === 'ring') {
    if (!exactKeys(m, ['kind', 'center', 'radiusMm', 'by'])) return 'a ring has kind, center, radiusMm and by';
    if (!onTable(m.center, rules.coordinateMm)) return "a ring's center is two numbers within the table's limits";
    const r = m.radiusMm;
    return finite(r) && r > 0 && r <= PLAY_LIMITS.radiusMm
      ? null
      : `a ring's radiusMm is more than 0 and at most ${PLAY_LIMITS.radiusMm}`;
  }
  return 'a mark\'s kind is "ruler" or "ring"';
}

/** Why `v` is no roll (made by `by`), or null; its results must follow from its seed. */
export function rollProblem(v: unknown, by: string, rules: PlayRules): string | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'a roll is an object';
  const r = v as Record<string, unknown>;
  if (!exactKeys(r, ['seed', 'dice', 'results', 'by', 'name', 'atMs']))
    return 'a roll has seed, dice, results, by, name and atMs';
  if (r.by !== by) return 'a roll names its roller as "by"';
  if (!Number.isInteger(r.seed) || (r.seed as number) < 0 || (r.seed as number) > 0xffffffff)
    return "a roll's seed is a whole number from 0 to 4294967295";
  if (!Number.isInteger(r.dice) || (r.dice as number) < 1 || (r.dice as number) > PLAY_LIMITS.dice)
    return `a roll has 1 to ${PLAY_LIMITS.dice} dice`;
  if (typeof r.name !== 'string' || r.name !== cleanName(r.name))
    return `a roll's name is plain text of at most ${PLAY_LIMITS.nameChars} characters`;
  if (!finite(r.atMs) || r.atMs < 0) return "a roll's atMs is a time";
  const expected = rules.rollDice(r.seed as number, r.dice as number);
  const results = r.results;
  if (!Array.isArray(results) || results.length !== expected.length || results.some((x, i) => x !== expected[i]))
    return "a roll's results are not those of its seed (R-7.4)";
  return null;
}

/** The play as the app shows it; anything that does not read as valid is left out. */
export function readPlay(doc: Y.Doc, rules: PlayRules): PlayState {
  const seatsMap = playMap(doc, PLAY_ROOTS.seats);
  const seats: Record<string, string> = {};
  for (const [side, v] of seatsMap.entries())
    if (side !== OWN_SIDES_KEY && typeof v === 'string' && PLAYER_ID.test(v)) seats[side] = v;
  const marks: Record<string, Mark> = {};
  for (const [key, v] of playMap(doc, PLAY_ROOTS.marks).entries()) {
    const by = (v as { by?: unknown } | null)?.by;
    if (typeof by === 'string' && markProblem(v, by, rules) === null) marks[key] = structuredClone(v) as Mark;
  }
  const rolls: (Roll & { key: string })[] = [];
  for (const [key, v] of playMap(doc, PLAY_ROOTS.rolls).entries()) {
    const by = (v as { by?: unknown } | null)?.by;
    if (typeof by === 'string' && rollProblem(v, by, rules) === null)
      rolls.push({ ...(structuredClone(v) as Roll), key });
  }
  rolls.sort((a, b) => a.atMs - b.atMs || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { ownSides: seatsMap.get(OWN_SIDES_KEY) === true, seats, marks, rolls };
}
