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

  it('places bases from points near their centres, each within 1 mm of where it stands (R-1.1 sizes)', async () => {
    // The crowd scene (tests/support/photo/frames.ts): A round 30 at (300, 300), C and H 25 mm
    // squares 0.3 mm apart at (600, 250) and (621.91, 262.65), E a 25 x 50 cavalry base at (950, 180).
    const fit = 'A=round30@302,301; C=square25@598,247; H=square25@620,265; E=rect25x50@952,183';
    const truth: Record<string, [number, number]> = {
      A: [300, 300],
      C: [600, 250],
      H: [621.91, 262.65],
      E: [950, 180],
    };
    const { bases } = JSON.parse((await run([PHOTO, '--fit', fit, '--json'])).out[0]);
    expect(bases.map((b: { id: string }) => b.id)).toEqual(['A', 'C', 'H', 'E']);
    for (const b of bases) {
      const [x, y] = truth[b.id];
      const errorMm = Math.hypot(b.centre.x - x, b.centre.y - y);
      expect(errorMm, b.id).toBeLessThan(1);
      // The uncertainty stated covers the error, or the fit is flagged.
      expect(errorMm <= b.uncertaintyMm || b.flagged, b.id).toBe(true);
    }
    const en = await run([PHOTO, '--fit', 'A=round30@302,301; F=round30@500,500']);
    expect(en.out[1]).toMatch(/^A: \d{3}\.\d, \d{3}\.\d mm\. Base placed to ±\d\.\d mm\.$/);
    expect(en.out[2]).toBe(
      "F: no base edge found around the tap. Tap nearer the base's centre, or take the photo again with more light.",
    );
    const fr = await run([PHOTO, '--fit', 'A=round30@302,301', '--lang', 'fr']);
    expect(fr.out[1]).toMatch(/^A : \d{3},\d ; \d{3},\d mm\. Socle placé à ±\d,\d mm\.$/);
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
    const base = await run([PHOTO, '--fit', 'A=hex30@300,300']);
    expect(base.err).toEqual([
      'mire photo: --fit: "A=hex30@300,300": expected a base round<d>, square<w> or rect<w>x<d> in mm up to 1000, got "hex30"',
    ]);
    const twice = await run([PHOTO, '--fit', 'A=round30@300,300; A=round30@330,300']);
    expect(twice.err).toEqual(['mire photo: --fit: the id "A" is given twice']);
  });
});
