// The gate every incoming edit passes: apply it to a copy of the room's document, read the copy
// as a scene and validate it (scene format v1). A rejected update never reaches the stored table.
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { parseScene, SceneError } from '../../geometry/index';
import { readSceneJson } from '../live/scene-doc';

export type UpdateVerdict = { ok: true } | { ok: false; problem: string };

/** Hocuspocus message types (outer) and y-protocols sync message types (inner). */
const MESSAGE_SYNC = 0;
const SYNC_STEP2 = 1;
const SYNC_UPDATE = 2;

/** The document update a client message carries, or null when it carries none (awareness, sync step 1…). */
export function updateInMessage(message: Uint8Array): Uint8Array | null {
  const dec = decoding.createDecoder(message);
  decoding.readVarString(dec); // document name
  if (decoding.readVarUint(dec) !== MESSAGE_SYNC) return null;
  const syncType = decoding.readVarUint(dec);
  if (syncType !== SYNC_STEP2 && syncType !== SYNC_UPDATE) return null;
  return decoding.readVarUint8Array(dec);
}

/** Validate `update` against a copy of `doc` (the copy is thrown away). */
export function checkUpdate(doc: Y.Doc, update: Uint8Array): UpdateVerdict {
  const copy = cloneDoc(doc);
  try {
    return applyAndValidate(copy, update);
  } finally {
    copy.destroy();
  }
}

function cloneDoc(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}

function applyAndValidate(copy: Y.Doc, update: Uint8Array): UpdateVerdict {
  try {
    Y.applyUpdate(copy, update);
  } catch (e) {
    return { ok: false, problem: `malformed update: ${(e as Error).message}` };
  }
  try {
    parseScene(readSceneJson(copy), 'table');
    return { ok: true };
  } catch (e) {
    if (e instanceof SceneError) return { ok: false, problem: e.message };
    return { ok: false, problem: `unreadable table: ${(e as Error).message}` };
  }
}

function sameStateVector(a: Y.Doc, b: Y.Doc): boolean {
  const va = Y.encodeStateVector(a);
  const vb = Y.encodeStateVector(b);
  return va.length === vb.length && va.every((x, i) => x === vb[i]);
}

/**
 * `checkUpdate` without copying the whole document for every update: each room keeps one shadow
 * copy that takes the update first. A valid update then reaches the room too (so the shadow stays
 * equal to it); after a rejection, or if the two ever differ, the shadow is copied afresh.
 */
export class UpdateGate {
  private readonly shadows = new WeakMap<Y.Doc, Y.Doc>();
  /** Shadow copies made (one per room, plus one after each rejection). */
  copies = 0;

  check(doc: Y.Doc, update: Uint8Array): UpdateVerdict {
    let shadow = this.shadows.get(doc);
    if (!shadow || !sameStateVector(shadow, doc)) {
      shadow?.destroy();
      shadow = cloneDoc(doc);
      this.copies++;
      this.shadows.set(doc, shadow);
    }
    const verdict = applyAndValidate(shadow, update);
    if (!verdict.ok) {
      this.shadows.delete(doc);
      shadow.destroy();
    }
    return verdict;
  }

  forget(doc: Y.Doc): void {
    this.shadows.get(doc)?.destroy();
    this.shadows.delete(doc);
  }
}
