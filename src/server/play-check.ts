// The gate's part for what players share beside the table (src/live/play-doc.ts): seats, marks
// and the dice log. Each touched key is judged against the room as it was before the update and
// against who sent it (the player id the socket authenticated with); a key that fails goes back
// to the room's value, as a fighter does (table-check.ts). Also here: which sides the sender may
// not move, when the table says each player moves only their own side.
import * as Y from 'yjs';
import { LIMITS } from '../../geometry/index';
import {
  keyProblem,
  markProblem,
  OWN_SIDES_KEY,
  PLAY_LIMITS,
  PLAY_ROOTS,
  type PlayRoot,
  PLAYER_ID,
  rollProblem,
} from '../live/play-doc';
import { PLAY_RULES } from './play-rules';

/** Keys touched in each play root by one update. */
export type PlayTouched = Map<PlayRoot, Set<string>>;
export type PlayProblem = { kind: 'play'; id: string; problem: string };

const problem = (root: PlayRoot, key: string, text: string): PlayProblem => ({
  kind: 'play',
  id: `${root}/${key}`,
  problem: text,
});

/** Sides whose fighters `player` may not move: those another player holds while the setting is on. */
export function foreignSides(room: Y.Doc, player: string | null): Set<string> {
  const seats = room.getMap(PLAY_ROOTS.seats);
  const out = new Set<string>();
  if (seats.get(OWN_SIDES_KEY) !== true) return out;
  for (const [side, holder] of seats.entries()) if (side !== OWN_SIDES_KEY && holder !== player) out.add(side);
  return out;
}

function seatProblems(shadow: Y.Doc, room: Y.Doc, keys: Set<string>, player: string | null): PlayProblem[] {
  const root = PLAY_ROOTS.seats;
  const now = shadow.getMap(root);
  const before = room.getMap(root);
  const out: PlayProblem[] = [];
  const sides = [...now.keys()].filter((k) => k !== OWN_SIDES_KEY).length;
  for (const key of keys) {
    const value = now.get(key);
    if (key === OWN_SIDES_KEY) {
      if (value !== undefined && typeof value !== 'boolean')
        out.push(problem(root, key, 'the setting is true or false'));
      else if (value !== true && foreignSides(room, player).size > 0)
        out.push(problem(root, key, 'only turned off when no other player holds a side'));
      continue;
    }
    const held = before.get(key);
    if (player === null) out.push(problem(root, key, 'a side is claimed by a named player'));
    else if (key.length > LIMITS.idChars)
      out.push(problem(root, key, `a side id of at most ${LIMITS.idChars} characters`));
    else if (held !== undefined && held !== player) out.push(problem(root, key, 'this side is held by another player'));
    else if (value !== undefined && value !== player)
      out.push(problem(root, key, 'a player claims a side for themself only'));
    else if (value !== undefined && held === undefined && sides > PLAY_LIMITS.seats)
      out.push(problem(root, key, `at most ${PLAY_LIMITS.seats} sides held`));
  }
  return out;
}

function markProblems(shadow: Y.Doc, room: Y.Doc, keys: Set<string>, player: string | null): PlayProblem[] {
  const root = PLAY_ROOTS.marks;
  const now = shadow.getMap(root);
  const before = room.getMap(root);
  const out: PlayProblem[] = [];
  for (const key of keys) {
    const value = now.get(key);
    if (value === undefined) continue; // any player may take a mark off the table
    const why =
      keyProblem(key) ??
      (player === null ? 'a mark is made by a named player' : null) ??
      (before.has(key) ? 'a mark is not changed, only removed' : null) ??
      (now.size > PLAY_LIMITS.marks ? `at most ${PLAY_LIMITS.marks} rulers and rings on the table` : null) ??
      markProblem(value, player ?? '', PLAY_RULES);
    if (why) out.push(problem(root, key, why));
  }
  return out;
}

function rollProblems(shadow: Y.Doc, room: Y.Doc, keys: Set<string>, player: string | null): PlayProblem[] {
  const root = PLAY_ROOTS.rolls;
  const now = shadow.getMap(root);
  const before = room.getMap(root);
  const out: PlayProblem[] = [];
  for (const key of keys) {
    const why =
      (before.has(key) ? 'a roll in the log is never changed or removed (R-7.4)' : null) ??
      keyProblem(key) ??
      (player === null ? 'a roll is made by a named player' : null) ??
      (now.size > PLAY_LIMITS.rolls ? `the log keeps at most ${PLAY_LIMITS.rolls} rolls` : null) ??
      rollProblem(now.get(key), player ?? '', PLAY_RULES);
    if (why) out.push(problem(root, key, why));
  }
  return out;
}

/** Every touched play key that the room must not take from `player`. */
export function playProblems(shadow: Y.Doc, room: Y.Doc, touched: PlayTouched, player: string | null): PlayProblem[] {
  const who = player !== null && PLAYER_ID.test(player) ? player : null;
  return [
    ...seatProblems(shadow, room, touched.get(PLAY_ROOTS.seats) ?? new Set(), who),
    ...markProblems(shadow, room, touched.get(PLAY_ROOTS.marks) ?? new Set(), who),
    ...rollProblems(shadow, room, touched.get(PLAY_ROOTS.rolls) ?? new Set(), who),
  ];
}

/** Write the room's value of a play key over the shadow's (`id` as playProblems names it). */
export function putBackPlay(shadow: Y.Doc, room: Y.Doc, id: string, touched: PlayTouched): void {
  const at = id.indexOf('/');
  const root = id.slice(0, at) as PlayRoot;
  const key = id.slice(at + 1);
  const value = room.getMap(root).get(key);
  const map = shadow.getMap(root);
  if (value === undefined) map.delete(key);
  else map.set(key, structuredClone(value));
  touched.get(root)?.delete(key);
}
