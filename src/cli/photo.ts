// `mire photo <image.jpg|png>`: the table's fit in a phone photo (issue 35): the markers found, the
// reprojection error in px and mm, the camera's height and tilt; or the photo refused with what
// to do. --top-down writes the photo seen from straight above in table mm as a PNG; --fit places
// bases from points near their centres (as taps), each with its uncertainty in mm.
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { quote } from '../../geometry/index';
import { analysePhoto } from '../photo/analyse';
import type { TopDown } from '../photo/rectify';
import type { TableFit } from '../photo/table-fit';
import { type BaseFit, type BaseRefusal, DEFAULT_RIM_MM, fitBase } from '../photo/fit-base';
import type { GrayImage } from '../photo/types';
import {
  baseRefusalWords,
  focalSourceWords,
  photoRefusalWords,
  placedBaseWords,
  tableFitWords,
  topDownWords,
} from '../words';
import { type Io, UsageError, jsonLine, langOf, parseArgs } from './io';
import { tableOf } from './markers';
import { type FitAsk, parseFitList } from './photo-bases';
import { readPhotoFile } from './photo-file';

export const usage =
  'mire photo <image.jpg|png> [--table 1200x600|900x900|600x600] [--focal <mm, 35 mm equivalent>] [--top-down <out.png>] [--mm-per-px 1] [--fit "A=round30@x,y; B=rect25x50@x,y"] [--rim 4] [--json] [--lang en|fr]';

function positiveFlag(flags: Map<string, string | true>, name: string, lo: number, hi: number): number | undefined {
  const text = flags.get(name);
  if (text === undefined) return undefined;
  const v = Number(text);
  if (typeof text !== 'string' || !Number.isFinite(v) || v < lo || v > hi)
    throw new UsageError(`--${name}: expected a number from ${lo} to ${hi}, got ${quote(String(text))}`);
  return v;
}

/** The fit's numbers, as JSON carries them (no words: the same in both languages). */
function fitFacts(fit: TableFit) {
  const r3 = (v: number) => Math.round(v * 1000) / 1000;
  return {
    table: fit.table,
    markers: fit.markerIds,
    setAside: fit.setAside,
    rmsPx: r3(fit.rmsPx),
    maxPx: r3(fit.maxPx),
    rmsMm: r3(fit.rmsMm),
    maxMm: r3(fit.maxMm),
    k1: r3(fit.lens.k1),
    camera: {
      xMm: r3(fit.pose.xMm),
      yMm: r3(fit.pose.yMm),
      heightMm: r3(fit.pose.heightMm),
      tiltDeg: r3(fit.pose.tiltDeg),
      focalPx: r3(fit.pose.focalPx),
      focalSource: fit.pose.focalSource,
    },
  };
}

/** The top-down view as an RGBA PNG. */
function writeTopDown(view: TopDown, file: string) {
  const png = new PNG({ width: view.width, height: view.height });
  png.data.set(view.data);
  writeFileSync(file, PNG.sync.write(png));
  return { file, width: view.width, height: view.height, mmPerPx: view.mmPerPx };
}

type Placed = { readonly id: string; readonly result: BaseFit | BaseRefusal };

function placeAll(img: GrayImage, fit: TableFit, asks: readonly FitAsk[], rimMm: number): Placed[] {
  return asks.map((a) => ({ id: a.id, result: fitBase(img, fit, { base: a.base, tapMm: a.tapMm, rimMm }) }));
}

/** A placed base's numbers for JSON. */
function placedFacts({ id, result: r }: Placed) {
  const r3 = (v: number) => Math.round(v * 1000) / 1000;
  if (r.kind === 'refused') return { id, refused: r };
  const centre = { x: r3(r.centre.x), y: r3(r.centre.y) };
  const facts = { uncertaintyMm: r3(r.uncertaintyMm), flagged: r.flagged, doubts: r.doubts, coverage: r3(r.coverage) };
  return { id, centre, angleDeg: r3(r.angleDeg), ...facts, heightShiftMm: r3(r.heightShiftMm) };
}

export function run(argv: readonly string[], io: Io): number {
  const valued = ['table', 'focal', 'top-down', 'mm-per-px', 'fit', 'rim', 'lang'];
  const { positional, flags } = parseArgs(argv, ['json'], valued);
  if (positional.length !== 1) throw new UsageError(`usage: ${usage}`);
  const lang = langOf(flags);
  const table = flags.has('table') ? tableOf(String(flags.get('table'))) : undefined;
  const focal35mm = positiveFlag(flags, 'focal', 10, 200);
  const mmPerPx = positiveFlag(flags, 'mm-per-px', 0.25, 10) ?? 1;
  const rimMm = positiveFlag(flags, 'rim', 0, 50);
  const asks = flags.has('fit') ? parseFitList(String(flags.get('fit'))) : [];
  const outFile = flags.get('top-down');
  if (outFile === true) throw new UsageError('--top-down: expected a file name for the PNG');
  const photo = readPhotoFile(positional[0]);
  const topDownMmPerPx = typeof outFile === 'string' ? mmPerPx : undefined;
  const { gray, fit, topDown: view } = analysePhoto(photo.rgba, { table, focal35mm, topDownMmPerPx });
  if (fit.kind !== 'fit') {
    io.out(flags.has('json') ? jsonLine({ refused: fit }) : photoRefusalWords(lang, fit));
    return 0;
  }
  const topDown = view && typeof outFile === 'string' ? writeTopDown(view, outFile) : undefined;
  const placed = placeAll(gray, fit, asks, rimMm ?? DEFAULT_RIM_MM);
  if (flags.has('json')) {
    io.out(jsonLine({ fit: fitFacts(fit), topDown, bases: placed.map(placedFacts) }));
    return 0;
  }
  const pose = fit.pose;
  const focal = focalSourceWords(lang, pose.focalSource);
  const facts = { markers: fit.markerIds.length, setAside: fit.setAside.length, rmsPx: fit.rmsPx, rmsMm: fit.rmsMm };
  io.out(tableFitWords(lang, { ...facts, heightMm: pose.heightMm, tiltDeg: pose.tiltDeg, focal }));
  if (topDown) io.out(topDownWords(lang, topDown.file, topDown.width, topDown.height, topDown.mmPerPx));
  for (const { id, result: r } of placed)
    io.out(
      r.kind === 'fit'
        ? placedBaseWords(lang, id, r.centre, r.uncertaintyMm, r.flagged, r.doubts)
        : baseRefusalWords(lang, id, r),
    );
  return 0;
}
