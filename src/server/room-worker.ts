// The thread that turns a new room's body into its first stored state (room-maker.ts): read the
// JSON, validate it as scene format v1, write it into a Y.Doc and encode that. On a big table this
// is the costliest thing the server does; here it never holds up the rooms being played.
import { parentPort } from 'node:worker_threads';
import * as Y from 'yjs';
import { parseScene, SceneError } from '../../geometry/index';
import { docFromScene } from '../live/scene-doc';
import { seedRecord } from '../live/record-doc';

export type RoomJob = { id: number; body: string };
export type RoomJobResult = { id: number; ok: true; state: Uint8Array } | { id: number; ok: false; problem: string };

export function makeRoomState(body: string): { ok: true; state: Uint8Array } | { ok: false; problem: string } {
  let scene;
  try {
    scene = parseScene(JSON.parse(body), 'table');
  } catch (e) {
    return { ok: false, problem: e instanceof SceneError ? e.message : `malformed JSON: ${(e as Error).message}` };
  }
  const doc = docFromScene(scene);
  // The game's record starts at the table the room opens with (issue 34).
  seedRecord(doc, scene);
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return { ok: true, state };
}

parentPort?.on('message', (job: RoomJob) => {
  const result = makeRoomState(job.body);
  const reply: RoomJobResult = { id: job.id, ...result };
  parentPort!.postMessage(reply, result.ok ? [result.state.buffer as ArrayBuffer] : []);
});
