// `mire photo` (issue 35) on synthetic phone photos written by tests/support/photo/make-asset.ts:
// the crowd scene from 20° off straight down at 1.1 m (1600 x 1200, JPEG 90), and a 480 x 360
// corner of it (PNG) that shows too few markers. The camera stood 1100 mm from the table's centre
// (600, 300): 1100·cos 20° = 1033.7 mm up, at y = 300 − 1100·sin 20° = −76.2 mm.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { Io } from '../src/cli/io';
import { main } from '../src/cli/main';

const PHOTO = 'assets/photos/crowd-20deg.jpg';
const CORNER = 'assets/photos/crowd-corner.png';

async function run(args: readonly string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (s) => out.push(s), err: (s) => err.push(s) };
  return { code: await main(['photo', ...args], io), out, err };
}

describe('mire photo', () => {
  it('fits the table from the 8 markers and finds the camera where it stood (JSON)', async () => {
    const r = await run([PHOTO, '--json']);
    expect(r.code).toBe(0);
    const { fit } = JSON.parse(r.out[0]);
    expect(fit.markers).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(fit.rmsMm).toBeLessThan(0.4);
    expect(fit.camera.focalSource).toBe('estimated');
    expect(Math.abs(fit.camera.tiltDeg - 20)).toBeLessThan(0.5);
    expect(Math.abs(fit.camera.heightMm - 1033.7)).toBeLessThan(11);
    expect(Math.abs(fit.camera.yMm + 76.2)).toBeLessThan(11);
  });

  it('says the fit in one line, in English and in French, and writes the top-down view', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mire-photo-'));
    const file = join(dir, 'top.png');
    const en = await run([PHOTO, '--top-down', file, '--mm-per-px', '2']);
    expect(en.out[0]).toMatch(
      /^Table fitted: 8 markers, error 0\.\d\d px \(0\.\d\d mm\), camera at 10\d cm, tilted 20° \(focal estimated\)\.$/,
    );
    expect(en.out[1]).toBe(`Top-down view written: ${file} (600 x 300 px, 2.00 mm a pixel).`);
    const png = PNG.sync.read(readFileSync(file));
    expect([png.width, png.height]).toEqual([600, 300]);
    const fr = await run([PHOTO, '--lang', 'fr']);
    expect(fr.out[0]).toMatch(
      /^Table ajustée : 8 repères, écart 0,\d\d px \(0,\d\d mm\), appareil à 10\d cm, incliné de 20° \(focale estimée\)\.$/,
    );
  });

  it('refuses a photo showing too few markers, saying what to do', async () => {
    const en = await run([CORNER]);
    expect(en.code).toBe(0);
    expect(en.out[0]).toMatch(/^Photo refused: [0-3] marker\(s\) found, 4 needed\. Step back or frame the whole table/);
    const json = JSON.parse((await run([CORNER, '--json'])).out[0]);
    expect(json.refused.reason).toBe('too-few-markers');
  });

  it("refuses another table's markers (R-8.1)", async () => {
    const r = await run([PHOTO, '--table', '900x900']);
    expect(r.out[0]).toBe(
      'Photo refused: the markers are those of a 1200 x 600 table (R-8.1). Choose that table or print its markers.',
    );
  });

  it('bad input: one line naming the file or the flag, exit 2', async () => {
    const notImage = await run(['package.json']);
    expect(notImage.code).toBe(2);
    expect(notImage.err).toEqual(['mire photo: "package.json": not a JPEG or PNG image']);
    const missing = await run(['nowhere.jpg']);
    expect(missing.err).toEqual(['mire photo: "nowhere.jpg": no such file or not readable']);
    const focal = await run([PHOTO, '--focal', 'wide']);
    expect(focal.code).toBe(2);
    expect(focal.err).toEqual(['mire photo: --focal: expected a number from 10 to 200, got "wide"']);
  });
});
