// The first screen's whole share of the game record (issue 34): what the next commit plays (a move
// and its action, told by the Move tool), and each commit or load handed to the recorder
// (recording.ts, loaded on demand), queued until it is in. Nothing here judges or words.
import type { ComponentType } from 'react';
import { create } from 'zustand';
import type { Scene } from '../engine';

/** What a commit played when it was more than an edit by hand; `load`: a new table, a new record. */
export type Played = { type: 'move'; action: string; disengaged: boolean } | { type: 'load' };
export type TableChange = { before: Scene; after: Scene; played: Played | null };

let next: Played | null = null;
let listener: ((c: TableChange) => void) | null = null;
const queued: TableChange[] = [];

/** The next commit plays this (the Move tool, just before it commits). */
export function willPlay(p: Played): void {
  next = p;
}

/** The store refused the commit: what it was to play is not the next commit's. */
export function dropPlay(): void {
  next = null;
}

/** The store committed or loaded a table (store.ts). */
export function tellChange(before: Scene, after: Scene, load: boolean): void {
  const c: TableChange = { before, after, played: load ? { type: 'load' } : next };
  next = null;
  if (listener) listener(c);
  else if (queued.length < 100) queued.push(c);
}

export function onTableChange(l: (c: TableChange) => void): void {
  listener = l;
  for (const c of queued.splice(0)) l(c);
}

let gameFile: ((text: string, fileName: string) => void) | null = null;

export function onGameFile(open: (text: string, fileName: string) => void): void {
  gameFile = open;
}

/** A game file to open (open-file.ts): false while the recorder is not in. */
export function openGameFile(text: string, fileName: string): boolean {
  gameFile?.(text, fileName);
  return gameFile !== null;
}

/** Whether the timeline is open (the toolbar's button); the recorder loads its view when it first opens. */
export const useTimeline = create<{ open: boolean; view: ComponentType | null }>(() => ({ open: false, view: null }));
