// The worker's side of the capture (issue 35): the last photo that fitted (its grey and its table
// fit), kept for the taps that follow. A refused photo or request leaves it as it was: nothing the
// player had is lost to a wrong file.
import { type GrayImage, type PhotoPixels, type TableFit, analysePhoto, fitBase } from '../engine/photo';
import {
  type CaptureReply,
  type CaptureRequest,
  type FitFacts,
  type PhotoRefusal,
  RequestError,
  TOP_DOWN_MM_PER_PX,
  fileRefusal,
  idOf,
  readRequest,
  sizeRefusal,
} from './capture-protocol';

/** A decoded photo, or why it could not be: the browser's decoder (capture-decode.ts) or a test's. */
export type Decoded =
  | { readonly kind: 'pixels'; readonly pixels: PhotoPixels; readonly focal35mm?: number }
  | { readonly kind: 'refused'; readonly refusal: PhotoRefusal };
export type Decoder = (photo: Blob) => Promise<Decoded>;

function factsOf(fit: TableFit): FitFacts {
  return {
    table: fit.table,
    markers: fit.markerIds.length,
    setAside: fit.setAside.length,
    rmsPx: fit.rmsPx,
    rmsMm: fit.rmsMm,
    heightMm: fit.pose.heightMm,
    tiltDeg: fit.pose.tiltDeg,
    focalSource: fit.pose.focalSource,
  };
}

export class CaptureSession {
  private gray: GrayImage | null = null;
  private fit: TableFit | null = null;

  constructor(private readonly decode: Decoder) {}

  /** Whether a photo has fitted: taps can be fitted. */
  get ready(): boolean {
    return this.fit !== null;
  }

  /** The reply to any message; never throws, a wrong message is refused by its field. */
  async handle(data: unknown): Promise<CaptureReply> {
    try {
      return await this.answer(readRequest(data));
    } catch (e) {
      const refusal: PhotoRefusal =
        e instanceof RequestError
          ? { reason: 'bad-request', field: e.field, problem: e.problem }
          : { reason: 'bad-request', field: 'message', problem: e instanceof Error ? e.message : String(e) };
      return { kind: 'photo-refused', id: idOf(data), refusal };
    }
  }

  private async answer(req: CaptureRequest): Promise<CaptureReply> {
    switch (req.kind) {
      case 'analyse': {
        const tooBig = fileRefusal(req.photo.size);
        if (tooBig) return { kind: 'photo-refused', id: req.id, refusal: tooBig };
        const decoded = await this.decode(req.photo);
        if (decoded.kind === 'refused') return { kind: 'photo-refused', id: req.id, refusal: decoded.refusal };
        return this.analyse(req.id, decoded.pixels, req.table, decoded.focal35mm);
      }
      case 'analyse-pixels': {
        const pixels: PhotoPixels = { width: req.width, height: req.height, channels: 4, data: req.rgba };
        return this.analyse(req.id, pixels, req.table);
      }
      case 'fit-base':
        return this.fitBase(req.id, req.base, req.tapMm);
    }
  }

  /** The table's fit and top-down layer; a photo that fits replaces the one kept, a refused one does not. */
  analyse(id: number, pixels: PhotoPixels, table?: FitFacts['table'], focal35mm?: number): CaptureReply {
    const tooMany = sizeRefusal(pixels.width, pixels.height);
    if (tooMany) return { kind: 'photo-refused', id, refusal: tooMany };
    const a = analysePhoto(pixels, { table, focal35mm, topDownMmPerPx: TOP_DOWN_MM_PER_PX });
    if (a.fit.kind === 'refused') return { kind: 'table-refused', id, refusal: a.fit };
    this.gray = a.gray;
    this.fit = a.fit;
    // analysePhoto makes the view whenever the table fits and a resolution is asked.
    const view = a.topDown!;
    const layer = { width: view.width, height: view.height, mmPerPx: view.mmPerPx, rgba: view.data };
    return { kind: 'fitted', id, fit: factsOf(a.fit), layer };
  }

  /** A base's fit near a tap on the kept photo (R-1.1 the fighter's base size). */
  fitBase(id: number, base: Parameters<typeof fitBase>[2]['base'], tapMm: { x: number; y: number }): CaptureReply {
    if (!this.gray || !this.fit) return { kind: 'photo-refused', id, refusal: { reason: 'no-photo' } };
    const r = fitBase(this.gray, this.fit, { base, tapMm });
    return r.kind === 'fit' ? { kind: 'base-fitted', id, fit: r } : { kind: 'base-refused', id, refusal: r };
  }
}
