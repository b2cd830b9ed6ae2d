// A short game's record in the share link (issue 34, item 4): beside the table (#table=…) the link
// carries `record=`, the game as JSON compressed (deflate-raw) in base64url, when that part stays
// within SHORT_RECORD_CHARS. Opened as a view, as links are, with its record on show; a record that
// does not read, does not end at the linked table or inflates past LIMITS.gameFileBytes is refused
// in one line and the table opens without it. Loaded only when a link is shared or opened.
import { type GameRecord, type Scene, parseGameText } from '../engine/record';
import { useStore } from '../state/store';
import { endsAt } from './record-ends';
import { useRecord } from './record-store';
import { rw } from './record-words';

/** The most characters of the link's record part: ~12 kB of deflated JSON, a few dozen moves with their verdicts. */
export const SHORT_RECORD_CHARS = 16_000;
/** The most characters an opened record inflates to (a game file's limit, geometry/limits.ts). */
const GAME_TEXT_CHARS = 16 * 1024 * 1024;

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) throw new Error('record: not base64url');
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '==='.slice((b64.length + 3) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function bytesOf(stream: ReadableStream<Uint8Array>, limit: number, what: string): Promise<Uint8Array> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      throw new Error(`record: ${what} more than ${limit} bytes`);
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
}

const streamOf = (bytes: Uint8Array) => new Blob([bytes as BlobPart]).stream();

/** The link's record part for `game`, or null when it would be longer than SHORT_RECORD_CHARS. */
export async function recordParam(game: GameRecord): Promise<string | null> {
  const json = new TextEncoder().encode(JSON.stringify(game));
  const packed = await bytesOf(streamOf(json).pipeThrough(new CompressionStream('deflate-raw')), Infinity, '');
  const param = toBase64Url(packed);
  return param.length <= SHORT_RECORD_CHARS ? param : null;
}

/** The game a link's record part holds, read as a game file is (parseGameText). Throws one line. */
export async function gameOfParam(param: string): Promise<GameRecord> {
  if (param.length > 2 * SHORT_RECORD_CHARS)
    throw new Error(`record: ${param.length} characters, more than ${2 * SHORT_RECORD_CHARS}`);
  let text: string;
  try {
    const inflated = streamOf(fromBase64Url(param)).pipeThrough(new DecompressionStream('deflate-raw'));
    text = new TextDecoder('utf-8', { fatal: true }).decode(await bytesOf(inflated, GAME_TEXT_CHARS, 'inflates to'));
  } catch (e) {
    const problem = (e as Error).message;
    throw new Error(problem.startsWith('record:') ? problem : 'record: not a compressed game');
  }
  return parseGameText(text, 'record');
}

/** `link` with the record of the table on show, when the record is short and ends at that table. */
export async function linkWithRecord(link: string): Promise<string> {
  const game = useRecord.getState().game;
  const scene = useStore.getState().scene;
  if (!game || game.entries.length === 0 || !endsAt(game, scene)) return link;
  const param = await recordParam(game);
  return param === null ? link : `${link}&record=${param}`;
}

/** The link's record for the linked table on show, or the one line saying why not. */
export async function openLinkedRecord(
  recording: { view: (game: GameRecord, scene: Scene) => void },
  param: string,
  linked: Scene,
): Promise<boolean> {
  let problem: string;
  try {
    const game = await gameOfParam(param);
    if (endsAt(game, linked)) {
      const st = useStore.getState();
      if (st.borrowed?.kind === 'view' && st.scene === linked) recording.view(game, linked);
      return true;
    }
    problem = 'record: does not end at the linked table';
  } catch (e) {
    problem = (e as Error).message;
  }
  const st = useStore.getState();
  useRecord.setState({ said: { code: 'record.refused', source: 'link', problem } });
  st.say({ kind: 'error', text: `${rw(st.lang, 'said.linkRefused')} ${problem}` });
  return false;
}
