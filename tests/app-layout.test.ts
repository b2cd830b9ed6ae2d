// The app by feature (issue 29): src/app/ is laid out in folders, one per part of the app, and
// imports between folders run one way, down:
//
//   shell/        the frame: App, the tool bar, the side panel, banner, messages, keys, startup
//   table/        the 3D table: pieces, overlays, camera, gestures
//   move/ sight/ measure/ contact/ dispersion/ zones/ edit/ editions/    one folder per tool
//   learn/ live/  lessons and practice; the live table's browser side
//   rules/ layout/ help/    the rule card; the phone layout and what every view draws with
//                           (labels, rings, the look of sides); the help card
//   words/        the app's words, English and French, rendered from codes and numbers
//   state/        the store and its actions, saving, the language chosen
//   engine/       the app's one door to geometry/ (tests/app-imports.test.ts)
//
// What is held here: (a) no .ts/.tsx file at the top of src/app/ but vite-env.d.ts; (b) a store
// (a file that makes one with zustand) is never a component file and imports no words; (c) the
// three lowest folders import only below them (engine/ nothing, state/ engine/, words/ engine/ and
// state/); rules/, layout/ and help/ import statically only those three (layout/lazy.tsx loads
// the lazy panels with import()); a tool imports no other tool, nor table/ or shell/; nothing
// imports shell/; and the folders' static imports form no cycle. (d) No file cycle: see
// app-imports.test.ts (their import reader is tests/support/imports.ts).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycle, importsOf, sourceFiles } from './support/imports';

const APP = resolve(__dirname, '../src/app');
const TOP_ALLOWED = ['vite-env.d.ts'];
const TOOLS = ['move', 'sight', 'measure', 'contact', 'dispersion', 'zones', 'edit', 'editions'];
/** What each low folder may import besides itself (static and dynamic imports alike). */
const BELOW: Record<string, string[]> = { engine: [], state: ['engine'], words: ['engine', 'state'] };
/** What these folders may import statically besides themselves. */
const PARTS: Record<string, string[]> = {
  rules: ['engine', 'state', 'words'],
  layout: ['engine', 'state', 'words'],
  help: ['engine', 'state', 'words'],
};

/** The first folder under src/app of a path (or the file's name at the top). */
const folderOf = (p: string) => relative(APP, p).split('/')[0];
const inApp = (p: string) => !relative(APP, p).startsWith('..');

type Edge = { from: string; to: string; dynamic: boolean };

const files = sourceFiles(APP);
const parsed = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, 'utf8'))]));
/** Every import from one src/app file to another, by the file it names (a folder's door resolves to the folder). */
const edges: Edge[] = files.flatMap((f) =>
  parsed
    .get(f)!
    .filter((i) => i.specifier.startsWith('.'))
    .map((i) => ({ from: f, to: resolve(dirname(f), i.specifier.replace(/\?.*$/, '')), dynamic: i.dynamic }))
    .filter((e) => inApp(e.to)),
);
const across = edges.filter((e) => folderOf(e.from) !== folderOf(e.to));
const show = (e: Edge) => `${relative(APP, e.from)} -> ${relative(APP, e.to)}${e.dynamic ? ' (import())' : ''}`;

describe('src/app by feature', () => {
  it('keeps no source file at its top but vite-env.d.ts', () => {
    const top = readdirSync(APP).filter((n) => /\.tsx?$/.test(n) && statSync(join(APP, n)).isFile());
    expect(top.filter((n) => !TOP_ALLOWED.includes(n))).toEqual([]);
    expect(files.length).toBeGreaterThan(80);
  });

  it('makes every store in a .ts file of its own, which imports no words', () => {
    const stores = files.filter((f) => parsed.get(f)!.some((i) => i.specifier === 'zustand'));
    expect(stores.length).toBeGreaterThan(8);
    expect(stores.filter((f) => f.endsWith('.tsx')).map((f) => relative(APP, f))).toEqual([]);
    const wordy = edges.filter((e) => stores.includes(e.from) && (folderOf(e.to) === 'words' || /-words$/.test(e.to)));
    expect(wordy.map(show)).toEqual([]);
  });

  it('lets engine/, state/ and words/ import only below them', () => {
    const up = across.filter((e) => folderOf(e.from) in BELOW && !BELOW[folderOf(e.from)].includes(folderOf(e.to)));
    expect(up.map(show)).toEqual([]);
    // The language type is below the words (state/lang.ts), so that the store needs none of them.
    expect(across.some((e) => folderOf(e.from) === 'words' && folderOf(e.to) === 'state')).toBe(true);
  });

  it('lets rules/, layout/ and help/ import statically only engine/, state/ and words/', () => {
    const up = across.filter(
      (e) => !e.dynamic && folderOf(e.from) in PARTS && !PARTS[folderOf(e.from)].includes(folderOf(e.to)),
    );
    expect(up.map(show)).toEqual([]);
  });

  it('lets no tool import another tool, the table or the shell', () => {
    const bad = across.filter(
      (e) =>
        TOOLS.includes(folderOf(e.from)) &&
        (TOOLS.includes(folderOf(e.to)) || ['table', 'shell'].includes(folderOf(e.to))),
    );
    expect(bad.map(show)).toEqual([]);
  });

  it('lets nothing import the shell', () => {
    expect(across.filter((e) => folderOf(e.to) === 'shell').map(show)).toEqual([]);
  });

  it('has no cycle among its folders (static imports)', () => {
    const graph = new Map<string, string[]>();
    for (const f of files) graph.set(folderOf(f), graph.get(folderOf(f)) ?? []);
    for (const e of across.filter((x) => !x.dynamic)) {
      const next = graph.get(folderOf(e.from))!;
      if (!next.includes(folderOf(e.to))) next.push(folderOf(e.to));
    }
    expect(graph.size).toBeGreaterThan(15);
    expect(findCycle(graph)).toBeNull();
  });
});
