// Scene format v1 ⇄ Y.Doc, the shape both players edit at once. Fighters and scenery are Y.Maps
// keyed by id, each entry a Y.Map of its fields: two players moving different fighters touch
// different maps (both moves kept), two moving the same fighter write the same `position` key
// (last writer wins, one position on both devices). A field's value is one JSON value, replaced
// whole (a position's x and y never mix two writers). The table-wide fields sit on the root map.
import * as Y from 'yjs';
import type { Scene } from '../../geometry/index';

/** The root map's name inside the Y.Doc. */
export const ROOT = 'scene';
/** Where an entry sits in its list (the scene's arrays are ordered; Y.Maps are not). */
export const ORDER_KEY = '_order';
const LISTS = ['fighters', 'scenery'] as const;
type ListName = (typeof LISTS)[number];
/** The table-wide fields (a key each on the root map); with `fighters` and `scenery`, the only keys it holds. */
export const META_KEYS = ['version', 'ruleset', 'name', 'table', 'options', 'deployment', 'units'] as const;

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Deep equality of two JSON values, ignoring key order and absent-vs-undefined fields. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) if (!sameJson(ao[k], bo[k])) return false;
  return true;
}

export function rootOf(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap(ROOT);
}

/**
 * Write `scene` into the doc, touching only what differs (so concurrent edits of other fields and
 * other entries survive the merge). Call inside `doc.transact(…, origin)` to tag the change.
 */
export function writeScene(doc: Y.Doc, scene: Scene): void {
  const root = rootOf(doc);
  const plain = scene as unknown as Record<string, unknown>;
  for (const key of META_KEYS) setField(root, key, plain[key]);
  for (const list of LISTS) writeList(root, list, scene[list] as unknown as Record<string, unknown>[]);
}

function setField(map: Y.Map<unknown>, key: string, value: unknown): void {
  if (value === undefined) {
    if (map.has(key)) map.delete(key);
    return;
  }
  if (!sameJson(map.get(key), value)) map.set(key, structuredClone(value));
}

function listMap(root: Y.Map<unknown>, list: ListName): Y.Map<Y.Map<unknown>> {
  const existing = root.get(list);
  if (existing instanceof Y.Map) return existing as Y.Map<Y.Map<unknown>>;
  const created = new Y.Map<Y.Map<unknown>>();
  root.set(list, created);
  return created;
}

function writeList(root: Y.Map<unknown>, list: ListName, items: readonly Record<string, unknown>[]): void {
  const map = listMap(root, list);
  const wanted = new Set(items.map((x) => String(x.id)));
  for (const id of [...map.keys()]) if (!wanted.has(id)) map.delete(id);
  // Keep each entry's order number while the order still holds; renumber only what moved.
  let prev = -Infinity;
  for (const item of items) {
    const id = String(item.id);
    let entry = map.get(id);
    if (!(entry instanceof Y.Map)) {
      entry = new Y.Map<unknown>();
      map.set(id, entry);
    }
    for (const key of [...entry.keys()])
      if (key !== ORDER_KEY && (key === 'id' || item[key] === undefined)) entry.delete(key);
    for (const [key, value] of Object.entries(item)) if (key !== 'id') setField(entry, key, value);
    const order = entry.get(ORDER_KEY);
    if (typeof order === 'number' && order > prev) prev = order;
    else {
      prev = Number.isFinite(prev) ? prev + 1 : 0;
      entry.set(ORDER_KEY, prev);
    }
  }
}

/**
 * The doc as a plain scene-shaped value, not yet validated (the server and the client both pass
 * it to `parseScene`). Entries are listed by order number, then id (two entries added at once
 * with the same number still come out in the same order on every device).
 */
export function readSceneJson(doc: Y.Doc): Record<string, unknown> {
  const root = rootOf(doc);
  const out: Record<string, unknown> = {};
  for (const key of META_KEYS) {
    const v = root.get(key);
    if (v !== undefined) out[key] = structuredClone(v);
  }
  for (const list of LISTS) {
    const map = root.get(list);
    if (!(map instanceof Y.Map)) continue;
    const rows: { order: number; id: string; item: Record<string, unknown> }[] = [];
    for (const [id, entry] of (map as Y.Map<unknown>).entries()) {
      if (!(entry instanceof Y.Map)) {
        rows.push({ order: Infinity, id, item: { id, invalid: entry as Json } });
        continue;
      }
      const item: Record<string, unknown> = { id };
      let order = Infinity;
      for (const [k, v] of (entry as Y.Map<unknown>).entries()) {
        if (k === ORDER_KEY) order = typeof v === 'number' ? v : Infinity;
        else item[k] = v instanceof Y.AbstractType ? v.toJSON() : structuredClone(v);
      }
      rows.push({ order, id, item });
    }
    rows.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    out[list] = rows.map((r) => r.item);
  }
  return out;
}

/** A fresh doc holding `scene` (the server seeds a new room with it). */
export function docFromScene(scene: Scene): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => writeScene(doc, scene));
  return doc;
}

const idOf = (x: unknown): string | undefined =>
  x && typeof x === 'object' && typeof (x as { id?: unknown }).id === 'string' ? (x as { id: string }).id : undefined;

/**
 * `next`, with every part equal to the same part of `prev` replaced by `prev`'s own object (list
 * entries matched by id): a table read from the doc keeps the identity of what did not change, so
 * the view redraws and the engine re-judges only what the other player changed, as for a local edit.
 * Answers `prev` itself when nothing differs.
 */
export function reuseUnchanged<T>(prev: unknown, next: T): T {
  if (prev === next || typeof next !== 'object' || next === null || typeof prev !== 'object' || prev === null)
    return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next;
    const byId = new Map<string, unknown>();
    for (const x of prev) {
      const id = idOf(x);
      if (id !== undefined) byId.set(id, x);
    }
    let same = prev.length === next.length;
    const out = next.map((x, i) => {
      const id = idOf(x);
      const r = reuseUnchanged(id !== undefined ? byId.get(id) : prev[i], x);
      if (r !== prev[i]) same = false;
      return r;
    });
    return (same ? prev : out) as T;
  }
  if (Array.isArray(prev)) return next;
  const p = prev as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  const defined = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined).length;
  let same = defined(p) === defined(n);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(n)) {
    out[k] = reuseUnchanged(p[k], v);
    if (out[k] !== p[k]) same = false;
  }
  return (same ? prev : out) as T;
}
