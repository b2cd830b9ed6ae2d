// What the capture's panel and its worker say to each other (issue 35), and the bounds a photo is
// held to before any pixel is read: a message from anywhere is checked here field by field, so
// that a hostile one gets one refusal line and leaves the session as it was.
import {
  type BaseFit,
  type BaseRefusal,
  LIMITS,
  MARKER_TABLES,
  type TableMm,
  type TableRefusal,
} from '../engine/photo';
import type { FighterSpec } from '../engine';
import type { PhotoFileRefusal } from '../../words';

/** A phone's photo is 12 MP, some 50 MP; over this the grey copy alone would take 160 MB. */
export const MAX_PHOTO_MEGAPIXELS = 40;
/** A 12 MP JPEG is 3 to 6 MB; 30 MB leaves room for 50 MP and refuses what is no photo. */
export const MAX_PHOTO_BYTES = 30 * 1024 * 1024;
/** A 12 MP photo takes about 30 s on a slow phone; past this the worker is stopped. */
export const ANALYSE_TIME_LIMIT_MS = 120_000;
/** One base's fit takes well under a second; past this the worker is stopped. */
export const FIT_TIME_LIMIT_MS = 30_000;
/** The top-down layer's resolution: 1 mm a pixel draws a 1200 x 600 table in 1200 x 600 px. */
export const TOP_DOWN_MM_PER_PX = 1;

export type Base = FighterSpec['base'];

export type CaptureRequest =
  | { readonly kind: 'analyse'; readonly id: number; readonly photo: Blob; readonly table?: TableMm }
  | {
      readonly kind: 'analyse-pixels';
      readonly id: number;
      readonly width: number;
      readonly height: number;
      readonly rgba: Uint8ClampedArray;
      readonly table?: TableMm;
    }
  | { readonly kind: 'fit-base'; readonly id: number; readonly base: Base; readonly tapMm: { x: number; y: number } };

/** Why a photo or a request was refused before the table could be looked for (one type, with its words). */
export type PhotoRefusal = PhotoFileRefusal;

/** The table's fit as the panel shows it: numbers only, the words are src/words/photo.ts's. */
export type FitFacts = {
  readonly table: TableMm;
  readonly markers: number;
  readonly setAside: number;
  readonly rmsPx: number;
  readonly rmsMm: number;
  readonly heightMm: number;
  readonly tiltDeg: number;
  readonly focalSource: 'given' | 'estimated' | 'assumed';
};

/** The top-down view as RGBA, row j showing the mat at y = (j + 0.5)·mmPerPx. */
export type LayerPixels = {
  readonly width: number;
  readonly height: number;
  readonly mmPerPx: number;
  readonly rgba: Uint8ClampedArray;
};

export type CaptureReply =
  | { readonly kind: 'fitted'; readonly id: number; readonly fit: FitFacts; readonly layer: LayerPixels }
  | { readonly kind: 'table-refused'; readonly id: number; readonly refusal: TableRefusal }
  | { readonly kind: 'photo-refused'; readonly id: number; readonly refusal: PhotoRefusal }
  | { readonly kind: 'base-fitted'; readonly id: number; readonly fit: BaseFit }
  | { readonly kind: 'base-refused'; readonly id: number; readonly refusal: BaseRefusal };

/** A request that could not be read: one field, one problem. */
export class RequestError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
  }
}

/** Refuses a photo file over MAX_PHOTO_BYTES before it is decoded. */
export function fileRefusal(bytes: number): PhotoRefusal | null {
  return bytes > MAX_PHOTO_BYTES ? { reason: 'file-too-large', bytes, limitBytes: MAX_PHOTO_BYTES } : null;
}

/** Refuses an image over MAX_PHOTO_MEGAPIXELS before its pixels are read. */
export function sizeRefusal(width: number, height: number): PhotoRefusal | null {
  const megapixels = (width * height) / 1e6;
  if (megapixels <= MAX_PHOTO_MEGAPIXELS) return null;
  return { reason: 'too-many-pixels', megapixels, limitMegapixels: MAX_PHOTO_MEGAPIXELS };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function sizeMm(v: unknown, field: string): number {
  if (!finite(v) || v <= 0 || v > LIMITS.baseMm)
    throw new RequestError(field, `expected a size in mm over 0 and up to ${LIMITS.baseMm}`);
  return v;
}

/** a base: round (diameter), square (width) or rect (width x depth), in mm. */
function readBase(v: unknown): Base {
  if (!isRecord(v)) throw new RequestError('base', 'expected a round, square or rect base');
  switch (v.type) {
    case 'round':
      return { type: 'round', diameter: sizeMm(v.diameter, 'base.diameter') };
    case 'square':
      return { type: 'square', width: sizeMm(v.width, 'base.width') };
    case 'rect':
      return { type: 'rect', width: sizeMm(v.width, 'base.width'), depth: sizeMm(v.depth, 'base.depth') };
    default:
      throw new RequestError('base.type', 'expected round, square or rect');
  }
}

/** one of the three tables, or none (the markers then say which). */
function readTable(v: unknown): TableMm | undefined {
  if (v === undefined) return undefined;
  const t = isRecord(v) ? MARKER_TABLES.find((m) => m.widthMm === v.widthMm && m.depthMm === v.depthMm) : undefined;
  if (!t) throw new RequestError('table', 'expected 1200x600, 900x900 or 600x600 (R-8.1)');
  return t;
}

function readPixels(v: Record<string, unknown>, id: number): CaptureRequest {
  const { width, height, rgba } = v;
  if (!Number.isInteger(width) || (width as number) < 1)
    throw new RequestError('width', 'expected a whole number of pixels');
  if (!Number.isInteger(height) || (height as number) < 1)
    throw new RequestError('height', 'expected a whole number of pixels');
  const [w, h] = [width as number, height as number];
  if (!(rgba instanceof Uint8ClampedArray)) throw new RequestError('rgba', 'expected RGBA bytes');
  if (sizeRefusal(w, h) === null && rgba.length !== w * h * 4)
    throw new RequestError('rgba', `expected ${w * h * 4} bytes for ${w} x ${h} RGBA, got ${rgba.length}`);
  return { kind: 'analyse-pixels', id, width: w, height: h, rgba, table: readTable(v.table) };
}

function readTap(v: unknown): { x: number; y: number } {
  if (!isRecord(v) || !finite(v.x) || !finite(v.y)) throw new RequestError('tapMm', 'expected a point x, y in mm');
  return { x: v.x, y: v.y };
}

/** A message as the worker receives it, checked field by field (RequestError names the first wrong one). */
export function readRequest(data: unknown): CaptureRequest {
  if (!isRecord(data)) throw new RequestError('message', 'expected an object');
  const id = data.id;
  if (!Number.isInteger(id)) throw new RequestError('id', 'expected a whole number');
  switch (data.kind) {
    case 'analyse':
      if (!(data.photo instanceof Blob)) throw new RequestError('photo', 'expected an image file');
      return { kind: 'analyse', id: id as number, photo: data.photo, table: readTable(data.table) };
    case 'analyse-pixels':
      return readPixels(data, id as number);
    case 'fit-base':
      return { kind: 'fit-base', id: id as number, base: readBase(data.base), tapMm: readTap(data.tapMm) };
    default:
      throw new RequestError('kind', 'expected analyse, analyse-pixels or fit-base');
  }
}

/** The id of a message that could not be read, so its refusal finds the promise waiting for it. */
export function idOf(data: unknown): number {
  return isRecord(data) && Number.isInteger(data.id) ? (data.id as number) : -1;
}
