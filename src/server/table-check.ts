// The gate every edit of a live table passes, at a cost proportional to what the edit changes.
// Each room keeps a shadow copy of its document; an update is applied to the shadow first, and the
// transaction says which table-wide fields and which fighters and scenery pieces it touched. Only
// those are judged, each with the few fighters its base could reach (plus the table-wide counts
// and references); the rest of the table was valid before and has not changed.
//
// A touched entry that breaks the table (its base overlaps one another player put there, R-0.3;
// it lies off the table; it names a fighter since deleted…) goes back to the value the table
// held: the gate writes that value over it in the shadow, so the room takes the update and the
// correction together and every device, the sender's included, ends on the same valid table.
// What cannot be a scene edit at all (another root type, a key the scene has not, a Yjs type as a
// field's value, changes that wait for missing ones) is refused whole: nothing of it is kept.
import * as Y from 'yjs';
import { LIMITS, parseScene, SceneError } from '../../geometry/index';
import { META_KEYS, ORDER_KEY, ROOT, readSceneJson, rootOf, sameJson } from '../live/scene-doc';
import { PLAY_ROOT_NAMES, type PlayRoot } from '../live/play-doc';
import { foreignSides, playProblems, putBackPlay, type PlayTouched } from './play-check';
import { RECORD, recordOf } from '../live/record-doc';
import { RecordWatch, recordChars } from './record-check';
import type { SideGuard } from './record-sides';

export type EntryKind = 'fighter' | 'scenery' | 'table' | 'play';
/** An entry of the sender's update that the gate put back, and why (shown to that player). */
export type WentBack = { kind: EntryKind; id: string; problem: string };
/** Why an update is refused whole: `structure` is no scene edit; `order` waits for changes the room has not. */
export type Refusal = { kind: 'structure' | 'order'; problem: string };
export type GateVerdict =
  | { ok: true; fix: Uint8Array | null; wentBack: WentBack[]; fullCheck: boolean }
  | { ok: false; refusal: Refusal; fullCheck: boolean };

const LIST_OF = { fighter: 'fighters', scenery: 'scenery' } as const;
/** Table-wide fields that every fighter's place depends on: a change of one is judged on the whole table. */
const WHOLE_TABLE_KEYS = new Set(['table', 'options']);
const META = new Set<string>(META_KEYS);

type Touched = { meta: Set<string>; fighters: Set<string>; scenery: Set<string>; lists: boolean; play: PlayTouched };
type Problem = { kind: EntryKind; id: string; problem: string };

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.problem);
  }
}

function sameStateVector(a: Y.Doc, b: Y.Doc): boolean {
  const va = Y.encodeStateVector(a);
  const vb = Y.encodeStateVector(b);
  return va.length === vb.length && va.every((x, i) => x === vb[i]);
}

/** One room's gate. `doc` is the room's document: the gate reads it, never writes it. */
export class TableGate {
  private shadow: Y.Doc | null = null;
  /** Shadow copies made (the first, and one after each refusal). */
  copies = 0;
  /** The shadow's record entries' characters as JSON; null until counted on a fresh shadow. */
  private recordChars: number | null = null;
  /** What they will be once the update being checked is in. */
  private recordCharsAfter = 0;

  constructor(readonly doc: Y.Doc) {}

  /** The player id the sender authenticated with (play-check.ts), null for none; set for each check. */
  private player: string | null = null;

  /**
   * Judge `update` (not yet applied to the room) from `player`. On ok, apply `update` then `fix` to
   * the room, in one transaction.
   */
  check(update: Uint8Array, player: string | null = null): GateVerdict {
    this.player = player;
    const shadow = this.shadowInStep();
    let fullCheck = false;
    try {
      const touched = this.applyToShadow(shadow, update);
      fullCheck = touched.lists || [...touched.meta].some((k) => WHOLE_TABLE_KEYS.has(k));
      const afterUpdate = Y.encodeStateVector(shadow);
      const wentBack = this.settle(shadow, touched);
      const fix = wentBack.length > 0 ? Y.encodeStateAsUpdate(shadow, afterUpdate) : null;
      this.recordChars = this.recordCharsAfter;
      return { ok: true, fix, wentBack, fullCheck };
    } catch (e) {
      this.dropShadow();
      if (e instanceof Refused) return { ok: false, refusal: e.refusal, fullCheck };
      return {
        ok: false,
        refusal: { kind: 'structure', problem: `unreadable update: ${(e as Error).message}` },
        fullCheck,
      };
    }
  }

  /** Forget the shadow (the room is unloaded, or it took a change the gate did not see). */
  dropShadow(): void {
    this.shadow?.destroy();
    this.shadow = null;
    this.recordChars = null;
  }

  private shadowInStep(): Y.Doc {
    if (this.shadow && sameStateVector(this.shadow, this.doc)) return this.shadow;
    this.dropShadow();
    const copy = new Y.Doc();
    // The root as a map from the start: a root first made by an update is a plain type that
    // getMap would later replace, and the transaction would name the one replaced.
    rootOf(copy);
    for (const name of PLAY_ROOT_NAMES) copy.getMap(name);
    recordOf(copy);
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(this.doc));
    this.copies++;
    this.shadow = copy;
    return copy;
  }

  /** Apply the update to the shadow and name what it touched; throws Refused for what is no scene edit. */
  private applyToShadow(shadow: Y.Doc, update: Uint8Array): Touched {
    const changed: [Y.AbstractType<unknown>, Set<string | null>][] = [];
    const collect = (tr: Y.Transaction) => {
      for (const [type, keys] of tr.changed) changed.push([type as Y.AbstractType<unknown>, new Set(keys)]);
    };
    shadow.on('afterTransaction', collect);
    this.recordChars ??= recordChars(shadow);
    const record = new RecordWatch(shadow, this.recordChars);
    try {
      Y.applyUpdate(shadow, update, 'client');
    } catch (e) {
      throw new Refused({ kind: 'structure', problem: `malformed update: ${(e as Error).message}` });
    } finally {
      shadow.off('afterTransaction', collect);
      record.stop();
    }
    if (shadow.store.pendingStructs !== null || shadow.store.pendingDs !== null) {
      throw new Refused({ kind: 'order', problem: 'the update builds on changes this table has not received' });
    }
    for (const name of shadow.share.keys()) {
      if (name !== ROOT && name !== RECORD && !PLAY_ROOT_NAMES.includes(name))
        throw new Refused({ kind: 'structure', problem: `"${name.slice(0, 40)}" is not part of a table` });
    }
    const root = rootOf(shadow);
    const fighters = root.get('fighters');
    const scenery = root.get('scenery');
    const touched: Touched = {
      meta: new Set(),
      fighters: new Set(),
      scenery: new Set(),
      lists: false,
      play: new Map(),
    };
    const playRoots = new Map(PLAY_ROOT_NAMES.map((name) => [shadow.getMap(name) as unknown, name as PlayRoot]));
    const recordProblem = record.problem(
      changed.map(([t]) => t).filter((t) => RecordWatch.isRecord(shadow, t)),
      this.sideGuard(shadow),
    );
    if (recordProblem !== null) throw new Refused({ kind: 'structure', problem: recordProblem });
    this.recordCharsAfter = record.charsAfter;
    for (const [type, keys] of changed) {
      if (RecordWatch.isRecord(shadow, type)) continue;
      if (keys.has(null)) throw new Refused({ kind: 'structure', problem: 'list content inside a table map' });
      const named = keys as Set<string>;
      if (type === root) {
        for (const key of named) {
          if (key === 'fighters' || key === 'scenery') touched.lists = true;
          else if (META.has(key)) touched.meta.add(key);
          else throw new Refused({ kind: 'structure', problem: `unknown table field "${key.slice(0, 40)}"` });
        }
      } else if (playRoots.has(type)) {
        const root = playRoots.get(type)!;
        touched.play.set(root, new Set([...(touched.play.get(root) ?? []), ...named]));
      } else if (type === fighters) for (const id of named) touched.fighters.add(id);
      else if (type === scenery) for (const id of named) touched.scenery.add(id);
      else {
        const parent = type._item?.parent;
        const id = type._item?.parentSub;
        if (parent === fighters && id) touched.fighters.add(id);
        else if (parent === scenery && id) touched.scenery.add(id);
        else throw new Refused({ kind: 'structure', problem: 'a change below a table field' });
      }
    }
    checkShapes(root, touched);
    return touched;
  }

  /**
   * Judge the touched entries; put back each one that breaks the table and judge again what is
   * left (a fighter put back may now stand where another touched one moved). Ends valid: with
   * everything put back the table is the one before the update.
   */
  private settle(shadow: Y.Doc, touched: Touched): WentBack[] {
    const wentBack: WentBack[] = [];
    for (;;) {
      const problems = this.problems(shadow, touched);
      if (problems.length === 0) return wentBack;
      shadow.transact(() => {
        for (const p of problems) this.putBack(shadow, p, touched);
      }, 'gate');
      wentBack.push(...problems);
    }
  }

  private problems(shadow: Y.Doc, touched: Touched): Problem[] {
    const root = rootOf(shadow);
    const meta = metaOf(root);
    const problems: Problem[] = [];
    if (touched.lists || touched.meta.size > 0) {
      const wholeTable = touched.lists || [...touched.meta].some((k) => WHOLE_TABLE_KEYS.has(k));
      const problem = wholeTable
        ? sceneProblem(readSceneJson(shadow))
        : sceneProblem({ ...meta, fighters: [], scenery: [] });
      if (problem !== null) {
        if (touched.lists) throw new Refused({ kind: 'structure', problem: `a table list replaced: ${problem}` });
        return [...touched.meta].map((id) => ({ kind: 'table' as const, id, problem }));
      }
    }
    const fighters = listOf(root, 'fighters');
    const scenery = listOf(root, 'scenery');
    if (fighters.size > LIMITS.fighters)
      problems.push(...added(touched.fighters, this.doc, 'fighter', `more than ${LIMITS.fighters} fighters`));
    if (scenery.size > LIMITS.scenery)
      problems.push(...added(touched.scenery, this.doc, 'scenery', `more than ${LIMITS.scenery} scenery pieces`));
    if (touched.scenery.size > 0) problems.push(...sceneryProblems(meta, scenery, fighters, touched.scenery));
    if (touched.fighters.size > 0) problems.push(...fighterProblems(meta, fighters, scenery, touched.fighters));
    problems.push(...this.sideProblems(fighters, touched.fighters));
    problems.push(...playProblems(shadow, this.doc, touched.play, this.player));
    return dedupe(problems);
  }

  /** The sides this sender may not act for in the record, each fighter's side read in the room, else in the update. */
  private sideGuard(shadow: Y.Doc): SideGuard | null {
    const foreign = foreignSides(this.doc, this.player);
    if (foreign.size === 0) return null;
    const lists = [listOf(rootOf(this.doc), 'fighters'), listOf(rootOf(shadow), 'fighters')];
    const sideOf = (id: string) => {
      for (const list of lists) {
        const f = list.get(id);
        const side = f instanceof Y.Map ? f.get('side') : undefined;
        if (typeof side === 'string') return side;
      }
      return undefined;
    };
    return { foreign, sideOf };
  }

  /** Fighters of a side another player holds, moved, added, changed or deleted by this one (issue 32). */
  private sideProblems(fighters: Y.Map<Y.Map<unknown>>, ids: Set<string>): Problem[] {
    const foreign = foreignSides(this.doc, this.player);
    if (foreign.size === 0) return [];
    const before = listOf(rootOf(this.doc), 'fighters');
    const sideOf = (entry: unknown) => (entry instanceof Y.Map ? entry.get('side') : undefined);
    const out: Problem[] = [];
    for (const id of ids) {
      const side = [sideOf(before.get(id)), sideOf(fighters.get(id))].find(
        (s) => typeof s === 'string' && foreign.has(s),
      );
      if (side !== undefined)
        out.push({ kind: 'fighter', id, problem: `side "${String(side)}" is played by another player` });
    }
    return out;
  }

  /** Write the room's own value of the entry (or field) over the shadow's; the entry is no longer touched. */
  private putBack(shadow: Y.Doc, p: Problem, touched: Touched): void {
    if (p.kind === 'play') return putBackPlay(shadow, this.doc, p.id, touched.play);
    const root = rootOf(shadow);
    const before = rootOf(this.doc);
    if (p.kind === 'table') {
      const value = before.get(p.id);
      if (value === undefined) root.delete(p.id);
      else root.set(p.id, structuredClone(value));
      touched.meta.delete(p.id);
      return;
    }
    const listName = LIST_OF[p.kind];
    const list = listOf(root, listName);
    const old = listOf(before, listName).get(p.id);
    (p.kind === 'fighter' ? touched.fighters : touched.scenery).delete(p.id);
    if (!(old instanceof Y.Map)) {
      list.delete(p.id);
      return;
    }
    let entry = list.get(p.id);
    if (!(entry instanceof Y.Map)) {
      entry = new Y.Map<unknown>();
      list.set(p.id, entry);
    }
    for (const key of [...entry.keys()]) if (!old.has(key)) entry.delete(key);
    for (const [key, value] of old.entries())
      if (!sameJson(entry.get(key), value)) entry.set(key, structuredClone(value));
  }
}

/** What no edit of a table makes: a Yjs type where a JSON value belongs, an `id` field, an order that is no number. */
function checkShapes(root: Y.Map<unknown>, touched: Touched): void {
  for (const listName of ['fighters', 'scenery'] as const) {
    const list = root.get(listName);
    if (touched.lists && list !== undefined && !(list instanceof Y.Map))
      throw new Refused({ kind: 'structure', problem: `"${listName}" is not a map` });
  }
  for (const key of touched.meta) {
    if (root.get(key) instanceof Y.AbstractType)
      throw new Refused({ kind: 'structure', problem: `table field "${key}" is not a JSON value` });
  }
  for (const [listName, ids] of [
    ['fighters', touched.fighters],
    ['scenery', touched.scenery],
  ] as const) {
    const list = root.get(listName);
    if (ids.size > 0 && !(list instanceof Y.Map))
      throw new Refused({ kind: 'structure', problem: `"${listName}" is not a map` });
    for (const id of ids) {
      const entry = (list as Y.Map<unknown>).get(id);
      if (entry === undefined) continue;
      if (!(entry instanceof Y.Map))
        throw new Refused({ kind: 'structure', problem: `${listName} entry "${id.slice(0, 40)}" is not a map` });
      for (const [key, value] of (entry as Y.Map<unknown>).entries()) {
        if (value instanceof Y.AbstractType)
          throw new Refused({ kind: 'structure', problem: `field "${key.slice(0, 40)}" is not a JSON value` });
        if (key === 'id') throw new Refused({ kind: 'structure', problem: 'an entry carries its id as a field' });
        if (key === ORDER_KEY && !(typeof value === 'number' && Number.isFinite(value))) {
          throw new Refused({ kind: 'structure', problem: 'an entry order that is not a number' });
        }
      }
    }
  }
}

function listOf(root: Y.Map<unknown>, name: 'fighters' | 'scenery'): Y.Map<Y.Map<unknown>> {
  const list = root.get(name);
  return list instanceof Y.Map ? (list as Y.Map<Y.Map<unknown>>) : new Y.Map();
}

function metaOf(root: Y.Map<unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of META_KEYS) {
    const v = root.get(key);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** An entry's fields as plain JSON (the values are JSON already: checkShapes refused anything else). */
function plainEntry(id: string, entry: Y.Map<unknown>, withRefs = true): Record<string, unknown> {
  const item: Record<string, unknown> = { id };
  for (const [k, v] of entry.entries()) {
    if (k === ORDER_KEY || (!withRefs && k === 'activatedWith')) continue;
    item[k] = v;
  }
  return item;
}

/** The scene's own words for the first problem of `raw`, or null when it reads as a valid table. */
function sceneProblem(raw: unknown): string | null {
  try {
    parseScene(raw, 'table');
    return null;
  } catch (e) {
    if (e instanceof SceneError) return e.message;
    return `unreadable table: ${(e as Error).message}`;
  }
}

/** Touched ids that the room did not hold before (new entries), for a count over its limit. */
function added(ids: Set<string>, doc: Y.Doc, kind: 'fighter' | 'scenery', problem: string): Problem[] {
  const before = listOf(rootOf(doc), LIST_OF[kind]);
  return [...ids].filter((id) => !before.has(id)).map((id) => ({ kind, id, problem }));
}

/** Half the widest extent of a base: no part of it lies farther from its centre. */
function reachMm(base: unknown): number {
  if (!base || typeof base !== 'object') return 0;
  const b = base as { type?: unknown; diameter?: unknown; width?: unknown; depth?: unknown };
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.abs(v) : 0);
  if (b.type === 'round') return n(b.diameter) / 2;
  if (b.type === 'square') return (n(b.width) * Math.SQRT2) / 2;
  return Math.sqrt(n(b.width) ** 2 + n(b.depth) ** 2) / 2;
}

function pointOf(v: unknown): [number, number] | null {
  return Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'number' ? [v[0], v[1]] : null;
}

/**
 * Each touched fighter judged with the fighters its base could overlap (R-0.3; the scene's own
 * checks decide), the fighters it names, and the table; a deleted one must be named by no other.
 */
function fighterProblems(
  meta: Record<string, unknown>,
  fighters: Y.Map<Y.Map<unknown>>,
  scenery: Y.Map<Y.Map<unknown>>,
  ids: Set<string>,
): Problem[] {
  const problems: Problem[] = [];
  const tolerance = (meta.options as { tolerance?: number } | undefined)?.tolerance ?? 0.5;
  const deleted = [...ids].filter((id) => !fighters.has(id));
  if (deleted.length > 0) {
    const gone = new Set(deleted);
    for (const [id, entry] of fighters.entries()) {
      const refs = entry.get('activatedWith');
      if (!Array.isArray(refs)) continue;
      for (const ref of refs)
        if (gone.has(ref))
          problems.push({ kind: 'fighter', id: ref, problem: `fighter "${id}" names it (activatedWith)` });
    }
  }
  for (const id of ids) {
    const entry = fighters.get(id);
    if (!(entry instanceof Y.Map)) continue;
    if (scenery.has(id)) {
      problems.push({ kind: 'fighter', id, problem: `duplicate id "${id}" (also a scenery piece)` });
      continue;
    }
    const refs = entry.get('activatedWith');
    const missing = Array.isArray(refs) ? refs.find((r) => typeof r === 'string' && !fighters.has(r)) : undefined;
    if (missing !== undefined) {
      problems.push({ kind: 'fighter', id, problem: `activatedWith: unknown fighter id "${missing}"` });
      continue;
    }
    const at = pointOf(entry.get('position'));
    const reach = reachMm(entry.get('base'));
    const near = new Map<string, Record<string, unknown>>([[id, plainEntry(id, entry)]]);
    if (at) {
      for (const [otherId, other] of fighters.entries()) {
        if (otherId === id || !(other instanceof Y.Map)) continue;
        const p = pointOf(other.get('position'));
        if (!p) continue;
        const dx = p[0] - at[0];
        const dy = p[1] - at[1];
        const within = reach + reachMm(other.get('base')) + tolerance;
        if (dx * dx + dy * dy <= within * within) near.set(otherId, plainEntry(otherId, other, false));
      }
    }
    // The fighters it names, as they are (all found above): the scene's reference check reads them.
    // Every pair among the others is unchanged, so judging it again refuses nothing it took before.
    for (const ref of Array.isArray(refs) ? refs : []) {
      const other = typeof ref === 'string' && !near.has(ref) ? fighters.get(ref) : undefined;
      if (other instanceof Y.Map) near.set(ref as string, plainEntry(ref as string, other, false));
    }
    const problem = sceneProblem({ ...meta, fighters: [...near.values()], scenery: [] });
    if (problem !== null) problems.push({ kind: 'fighter', id, problem: entryWords(problem) });
  }
  return problems;
}

/** A problem of the small table in the entry's own words (its index there is not its index in the table). */
function entryWords(problem: string): string {
  return problem.replace(/^table: (?:fighters|scenery)\[\d+\]\.?/, '');
}

/** Each touched scenery piece alone on the table, the points of all pieces together, ids unique across lists. */
function sceneryProblems(
  meta: Record<string, unknown>,
  scenery: Y.Map<Y.Map<unknown>>,
  fighters: Y.Map<Y.Map<unknown>>,
  ids: Set<string>,
): Problem[] {
  const problems: Problem[] = [];
  let points = 0;
  for (const entry of scenery.values()) {
    const shape = entry instanceof Y.Map ? (entry.get('shape') as { points?: unknown } | undefined) : undefined;
    if (shape && Array.isArray(shape.points)) points += shape.points.length;
  }
  for (const id of ids) {
    const entry = scenery.get(id);
    if (!(entry instanceof Y.Map)) continue;
    if (fighters.has(id)) {
      problems.push({ kind: 'scenery', id, problem: `duplicate id "${id}" (also a fighter)` });
      continue;
    }
    const problem = sceneProblem({ ...meta, fighters: [], scenery: [plainEntry(id, entry)] });
    if (problem !== null) problems.push({ kind: 'scenery', id, problem: entryWords(problem) });
    else if (points > LIMITS.sceneryPoints)
      problems.push({
        kind: 'scenery',
        id,
        problem: `scenery has ${points} polygon points in all, more than the limit of ${LIMITS.sceneryPoints}`,
      });
  }
  return problems;
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.kind}\u0000${p.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
