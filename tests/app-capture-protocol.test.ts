// The photo capture's worker protocol (issue 35, src/app/photo/): every message, however wrong,
// gets one reply, a refusal naming its field in one line; a photo over the bounds (30 MB, 40 MP)
// is refused before its pixels are read; a refused photo or request leaves the last fitted photo
// in place (nothing lost); a worker past its time bound is stopped and the next request starts a
// fresh one with the last photo sent again. The photo is tests/support/photo/make-asset.ts's crowd
// scene from 20° at 1.1 m (1600 x 1200, JPEG 90): A is a round 30 mm base at (300, 300).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPhotoFile } from '../src/cli/photo-file';
import { CaptureClient } from '../src/app/photo/capture-client';
import {
  type CaptureReply,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_MEGAPIXELS,
  fileRefusal,
  sizeRefusal,
} from '../src/app/photo/capture-protocol';
import { CaptureSession, type Decoded } from '../src/app/photo/capture-session';
import { photoFileRefusalWords } from '../src/words';

const PHOTO = 'assets/photos/crowd-20deg.jpg';
const CORNER = 'assets/photos/crowd-corner.png';

/** The browser's decoder in Node: JPEG or PNG by its first bytes, anything else not an image. */
async function nodeDecode(photo: Blob): Promise<Decoded> {
  const bytes = Buffer.from(await photo.arrayBuffer());
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const isPng = bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47;
  if (!isJpeg && !isPng) return { kind: 'refused', refusal: { reason: 'not-an-image' } };
  const { writeFileSync, mkdtempSync } = await import('node:fs');
  const dir = mkdtempSync('/tmp/mire-capture-');
  const file = `${dir}/photo.${isJpeg ? 'jpg' : 'png'}`;
  writeFileSync(file, bytes);
  const { rgba } = readPhotoFile(file);
  return { kind: 'pixels', pixels: rgba };
}

const jpegBlob = () => new Blob([readFileSync(PHOTO)], { type: 'image/jpeg' });
const refusalOf = (r: CaptureReply) => (r.kind === 'photo-refused' ? r.refusal : null);

describe('the bounds a photo is held to before its pixels are read', () => {
  it('refuses a file over 30 MB and an image over 40 MP, and lets a 12 MP one through', () => {
    expect(fileRefusal(MAX_PHOTO_BYTES)).toBeNull();
    expect(fileRefusal(MAX_PHOTO_BYTES + 1)).toEqual({
      reason: 'file-too-large',
      bytes: MAX_PHOTO_BYTES + 1,
      limitBytes: 30 * 1024 * 1024,
    });
    // 4000 x 3000 is a 12 MP phone photo; 8000 x 6000 is 48 MP.
    expect(sizeRefusal(4000, 3000)).toBeNull();
    expect(sizeRefusal(8000, 6000)).toEqual({ reason: 'too-many-pixels', megapixels: 48, limitMegapixels: 40 });
    expect(MAX_PHOTO_MEGAPIXELS).toBe(40);
  });

  it('says each refusal in one line, in English and in French ("34,2 Mo")', () => {
    const big = { reason: 'file-too-large', bytes: 34.2 * 1024 * 1024, limitBytes: MAX_PHOTO_BYTES } as const;
    expect(photoFileRefusalWords('en', big)).toBe(
      "Photo refused: the file is 34.2 MB, over 30 MB. Take it at the camera's usual setting (12 MP).",
    );
    expect(photoFileRefusalWords('fr', big)).toMatch(/^Photo refusée : le fichier fait 34,2 Mo, plus que 30 Mo\./);
    const many = { reason: 'too-many-pixels', megapixels: 48, limitMegapixels: 40 } as const;
    expect(photoFileRefusalWords('fr', many)).toMatch(/^Photo refusée : 48,0 mégapixels, plus que 40\./);
  });
});

describe('the worker session (CaptureSession) on hostile messages', () => {
  it('refuses a file over 30 MB without decoding it', async () => {
    const decode = vi.fn(nodeDecode);
    const session = new CaptureSession(decode);
    const huge = new Blob([new Uint8Array(MAX_PHOTO_BYTES + 1)]);
    const r = await session.handle({ kind: 'analyse', id: 3, photo: huge });
    expect(r).toMatchObject({ kind: 'photo-refused', id: 3, refusal: { reason: 'file-too-large' } });
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses bytes that are no image, and huge dimensions, before any pixel is read', async () => {
    const session = new CaptureSession(nodeDecode);
    const text = new Blob(['{"not": "a photo"}'], { type: 'image/jpeg' });
    expect(refusalOf(await session.handle({ kind: 'analyse', id: 1, photo: text }))).toEqual({
      reason: 'not-an-image',
    });
    // 100000 x 100000 RGBA would be 40 GB: refused on its size, the 4 bytes sent are never read.
    const huge = { kind: 'analyse-pixels', id: 2, width: 100_000, height: 100_000, rgba: new Uint8ClampedArray(4) };
    expect(refusalOf(await session.handle(huge))).toEqual({
      reason: 'too-many-pixels',
      megapixels: 10_000,
      limitMegapixels: 40,
    });
  });

  it('names the wrong field of a message in one line', async () => {
    const session = new CaptureSession(nodeDecode);
    const cases: [unknown, string][] = [
      [null, 'message'],
      [{ kind: 'analyse' }, 'id'],
      [{ kind: 'paint', id: 1 }, 'kind'],
      [{ kind: 'analyse', id: 1, photo: 'bytes' }, 'photo'],
      [{ kind: 'analyse-pixels', id: 1, width: 2, height: 2, rgba: new Uint8ClampedArray(15) }, 'rgba'],
      [{ kind: 'analyse-pixels', id: 1, width: 2.5, height: 2, rgba: new Uint8ClampedArray(20) }, 'width'],
      [{ kind: 'analyse', id: 1, photo: new Blob([]), table: { widthMm: 1000, depthMm: 600 } }, 'table'],
      [{ kind: 'fit-base', id: 1, base: { type: 'round', diameter: -3 }, tapMm: { x: 1, y: 1 } }, 'base.diameter'],
      [{ kind: 'fit-base', id: 1, base: { type: 'hex', width: 3 }, tapMm: { x: 1, y: 1 } }, 'base.type'],
      [{ kind: 'fit-base', id: 1, base: { type: 'square', width: 25 }, tapMm: { x: NaN, y: 1 } }, 'tapMm'],
    ];
    for (const [message, field] of cases) {
      const r = refusalOf(await session.handle(message));
      expect(r, JSON.stringify(message)).toMatchObject({ reason: 'bad-request', field });
      const line = photoFileRefusalWords('en', r!);
      expect(line).toMatch(new RegExp(`^Request refused: ${field.replace('.', '\\.')}: `));
      expect(line).not.toContain('\n');
    }
  });

  it('answers any value at all with one refusal, never a throw (fast-check)', async () => {
    const session = new CaptureSession(nodeDecode);
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (message) => {
        const r = await session.handle(message);
        expect(r.kind).toBe('photo-refused');
        expect(photoFileRefusalWords('fr', refusalOf(r)!)).not.toContain('\n');
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a tap before any photo has fitted', async () => {
    const session = new CaptureSession(nodeDecode);
    const r = await session.handle({
      kind: 'fit-base',
      id: 5,
      base: { type: 'round', diameter: 30 },
      tapMm: { x: 302, y: 301 },
    });
    expect(r).toEqual({ kind: 'photo-refused', id: 5, refusal: { reason: 'no-photo' } });
  });
});

describe('a photo through the session, and nothing lost to a wrong one', () => {
  it('fits the table, gives the top-down layer, and fits A within 1 mm; refusals keep the photo', async () => {
    const session = new CaptureSession(nodeDecode);
    const fitted = await session.handle({ kind: 'analyse', id: 1, photo: jpegBlob() });
    expect(fitted.kind).toBe('fitted');
    if (fitted.kind !== 'fitted') return;
    expect(fitted.fit.markers).toBe(8);
    expect(fitted.fit.table).toEqual({ widthMm: 1200, depthMm: 600 });
    // The camera stood at 1100·cos 20° = 1033.7 mm, tilted 20° (tests/photo-cli.test.ts).
    expect(Math.abs(fitted.fit.tiltDeg - 20)).toBeLessThan(0.5);
    expect(Math.abs(fitted.fit.heightMm - 1033.7)).toBeLessThan(11);
    // 1 mm a pixel: the 1200 x 600 table in 1200 x 600 RGBA pixels.
    expect([fitted.layer.width, fitted.layer.height, fitted.layer.rgba.length]).toEqual([1200, 600, 1200 * 600 * 4]);
    const tapA = { kind: 'fit-base', id: 2, base: { type: 'round', diameter: 30 }, tapMm: { x: 302, y: 301 } };
    const a = await session.handle(tapA);
    expect(a.kind).toBe('base-fitted');
    if (a.kind !== 'base-fitted') return;
    expect(Math.hypot(a.fit.centre.x - 300, a.fit.centre.y - 300)).toBeLessThan(1);
    expect(a.fit.uncertaintyMm).toBeLessThanOrEqual(1);
    expect(a.fit.flagged).toBe(false);
    // A photo with too few markers, a file that is no image, a wrong message: each refused…
    const corner = new Blob([readFileSync(CORNER)], { type: 'image/png' });
    expect((await session.handle({ kind: 'analyse', id: 3, photo: corner })).kind).toBe('table-refused');
    expect((await session.handle({ kind: 'analyse', id: 4, photo: new Blob(['x']) })).kind).toBe('photo-refused');
    expect((await session.handle({ kind: 'fit-base', id: 5 })).kind).toBe('photo-refused');
    // …and the fitted photo is still the one taps are fitted on: the same answer as before.
    const again = await session.handle({ ...tapA, id: 6 });
    expect(again).toEqual({ ...a, id: 6 });
  });
});

/** A worker that answers only when told to, as a stalled one does. */
class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  sent: { kind: string; id: number }[] = [];
  terminated = false;
  postMessage(m: { kind: string; id: number }) {
    this.sent.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  answer(reply: CaptureReply) {
    this.onmessage?.({ data: reply } as MessageEvent);
  }
}

describe('the page side (CaptureClient): time bounds and a fresh worker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops a stalled worker after its bound, and sends the last fitted photo to the next one first', async () => {
    vi.useFakeTimers();
    const workers: FakeWorker[] = [];
    const client = new CaptureClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    });
    const photo = new Blob(['photo']);
    const analysed = client.analyse(photo);
    await vi.advanceTimersByTimeAsync(0);
    const layer = { width: 1, height: 1, mmPerPx: 1, rgba: new Uint8ClampedArray(4) };
    const fit = { table: { widthMm: 1200, depthMm: 600 }, markers: 8, setAside: 0, rmsPx: 0.3, rmsMm: 0.2 };
    const facts = { ...fit, heightMm: 1000, tiltDeg: 20, focalSource: 'estimated' as const };
    workers[0].answer({ kind: 'fitted', id: workers[0].sent[0].id, fit: facts, layer });
    expect((await analysed).kind).toBe('fitted');
    // A tap the worker never answers: refused after 30 s, the worker stopped.
    const tap = client.fitBase({ base: { type: 'round', diameter: 30 }, tapMm: { x: 300, y: 300 } });
    await vi.advanceTimersByTimeAsync(30_000);
    const r = await tap;
    expect(r).toMatchObject({ kind: 'photo-refused', refusal: { reason: 'too-slow', limitS: 30 } });
    expect(workers[0].terminated).toBe(true);
    // The next tap starts a fresh worker, which is given the photo again before the tap.
    const next = client.fitBase({ base: { type: 'round', diameter: 30 }, tapMm: { x: 300, y: 300 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(workers).toHaveLength(2);
    expect(workers[1].sent.map((m) => m.kind)).toEqual(['analyse']);
    workers[1].answer({ kind: 'fitted', id: workers[1].sent[0].id, fit: facts, layer });
    await vi.advanceTimersByTimeAsync(0);
    expect(workers[1].sent.map((m) => m.kind)).toEqual(['analyse', 'fit-base']);
    const refusal = { kind: 'refused', reason: 'edge-not-found' } as const;
    workers[1].answer({ kind: 'base-refused', id: workers[1].sent[1].id, refusal });
    expect(await next).toMatchObject({ kind: 'base-refused' });
    client.dispose();
    expect(workers[1].terminated).toBe(true);
  });
});
