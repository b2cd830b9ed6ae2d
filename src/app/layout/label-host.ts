// The table's crowding labels as requests: what each says, where and how it looks. Pieces put
// and drop their labels here at once; the batch that draws them all in one mesh (label-batch.ts,
// loaded after the table is drawn with the text engine) takes them when it arrives, and keeps
// taking them after. Labels asked for but not yet laid out are counted, so that tests can wait.
import { createContext } from 'react';
import type { LabelRank } from './label-layout';

export type LabelLook = { fontSizeMm: number; colour: string; outlineWidthMm: number; outlineColour: string };

export type LabelRequest = {
  key: string;
  /** Table mm: the bottom middle of the text, which always faces the camera. */
  at: readonly [number, number, number];
  text: string;
  /** A shorter form for a crowded view (label-layout.ts), when it differs from `text`. */
  shortText?: string;
  look: LabelLook;
  rank: LabelRank;
};

/** What draws the requests: the batch, once its chunk is in. */
export interface LabelDrawer {
  put(request: LabelRequest): void;
  drop(key: string): void;
}

export class LabelHost {
  private readonly requests = new Map<string, LabelRequest>();
  private drawer: LabelDrawer | null = null;
  /** Forms asked for whose glyphs are not laid out yet. */
  private readonly waiting = new Set<string>();

  put(request: LabelRequest): void {
    const had = this.requests.get(request.key);
    this.requests.set(request.key, request);
    if (!had) this.waiting.add(request.key);
    this.drawer?.put(request);
  }

  drop(key: string): void {
    if (!this.requests.delete(key)) return;
    this.waiting.delete(key);
    this.drawer?.drop(key);
  }

  /** The drawer takes every request made so far, then each one as it comes. */
  attach(drawer: LabelDrawer): void {
    this.drawer = drawer;
    for (const r of this.requests.values()) drawer.put(r);
  }

  detach(drawer: LabelDrawer): void {
    if (this.drawer === drawer) this.drawer = null;
  }

  /** Called by the drawer once a label's glyphs are laid out. */
  laidOut(key: string): void {
    this.waiting.delete(key);
  }

  pending(): number {
    return this.waiting.size;
  }
}

/** The labels requested on the table now mounted (the tests read its pending count). */
let current: LabelHost | null = null;

export function setCurrentLabelHost(host: LabelHost | null): void {
  current = host;
}

export function batchedLabelsPending(): number {
  return current?.pending() ?? 0;
}

/** The table's label host, given by Table3D to the pieces that draw crowding labels. */
export const LabelHostContext = createContext<LabelHost | null>(null);
