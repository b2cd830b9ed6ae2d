// The app's imports (issue 20): src/app/engine/ is the app's one door to the engine (no other app
// file names geometry/), and no src/app file imports itself back through others (no cycle).
// Every .ts/.tsx file of src/app is parsed with TypeScript's own parser: static imports and
// re-exports, `import type`, dynamic import() and `typeof import()` all count for the door; the
// cycle search follows the static ones (import() is how a chunk is loaded later, not a cycle).
// src/live/ (the live document's mapping, shared by the app and the table server, so below both)
// is not the app's: the app may import it, and it names geometry/ only for types, through
// geometry/index.ts, so that it opens no second door from the app to the engine's code.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycle, importsOf, sourceFiles } from './support/imports';

const ROOT = resolve(__dirname, '..');
const APP = join(ROOT, 'src/app');
const ENGINE_DOOR = join(APP, 'engine');
const GEOMETRY = join(ROOT, 'geometry');

/** The file a relative specifier names (as Vite and TypeScript resolve it), or null for a package. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const bare = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const p of [bare, `${bare}.ts`, `${bare}.tsx`, join(bare, 'index.ts'), join(bare, 'index.tsx')]) {
    try {
      if (statSync(p).isFile()) return p;
    } catch {
      /* not this one */
    }
  }
  return bare;
}

const inside = (dir: string, file: string) => !relative(dir, file).startsWith('..');

const files = sourceFiles(APP);
const imports = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, 'utf8'))]));
const rel = (f: string) => relative(ROOT, f);

describe('the app imports the engine through src/app/engine/ only', () => {
  it('reads the imports of every kind', () => {
    // The reader itself: each form of import is found, none in a string or a comment.
    const found = importsOf(
      'x.ts',
      "import a from './a';\nimport type { B } from '../b';\nexport { c } from './c';\nimport './d.css';\n" +
        "const e = () => import('./e');\ntype F = typeof import('./f');\n// import g from './g';\nconst h = \"import('./h')\";\n",
    );
    expect(found.map((i) => i.specifier)).toEqual(['./a', '../b', './c', './d.css', './e', './f']);
    expect(found.filter((i) => i.dynamic).map((i) => i.specifier)).toEqual(['./e', './f']);
    expect(files.length).toBeGreaterThan(40);
  });

  it('no file outside src/app/engine/ names geometry/', () => {
    const offenders = files
      .filter((f) => !inside(ENGINE_DOOR, f))
      .flatMap((f) =>
        imports
          .get(f)!
          .filter((i) => {
            const to = resolveSpecifier(f, i.specifier);
            return to !== null && inside(GEOMETRY, to);
          })
          .map((i) => `${rel(f)}: ${i.specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it("the door itself goes through geometry/index.ts, the engine's public face", () => {
    const door = files.filter((f) => inside(ENGINE_DOOR, f));
    expect(door.length).toBeGreaterThan(3);
    const deep = door.flatMap((f) =>
      imports
        .get(f)!
        .filter((i) => {
          const to = resolveSpecifier(f, i.specifier);
          return to !== null && inside(GEOMETRY, to) && to !== join(GEOMETRY, 'index.ts');
        })
        .map((i) => `${rel(f)}: ${i.specifier}`),
    );
    expect(deep).toEqual([]);
  });
});

describe('src/live/, below the app and the server', () => {
  it('names geometry/ only through geometry/index.ts and only for types', () => {
    const shared = sourceFiles(join(ROOT, 'src/live'));
    expect(shared.length).toBeGreaterThan(0);
    const offenders = shared.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return importsOf(f, text)
        .filter((i) => {
          const to = resolveSpecifier(f, i.specifier);
          if (to === null || !inside(GEOMETRY, to)) return false;
          const typeOnly = text
            .split('\n')
            .some((line) => line.startsWith('import type ') && line.includes(`'${i.specifier}'`));
          return to !== join(GEOMETRY, 'index.ts') || !typeOnly;
        })
        .map((i) => `${rel(f)}: ${i.specifier}`);
    });
    expect(offenders).toEqual([]);
  });
});

describe('no import cycle among src/app files', () => {
  it('the search finds a cycle when there is one, and only then', () => {
    const g = (edges: [string, string][]) => {
      const m = new Map<string, string[]>();
      for (const [a, b] of edges) m.set(a, [...(m.get(a) ?? []), b]).set(b, m.get(b) ?? []);
      return m;
    };
    expect(
      findCycle(
        g([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toBeNull();
    expect(
      findCycle(
        g([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'd'],
          ['d', 'b'],
        ]),
      ),
    ).toEqual(['b', 'c', 'd', 'b']);
    expect(findCycle(g([['a', 'a']]))).toEqual(['a', 'a']);
  });

  it('src/app has none (static imports, type-only ones included)', () => {
    const graph = new Map(
      files.map((f) => [
        f,
        imports
          .get(f)!
          .filter((i) => !i.dynamic)
          .map((i) => resolveSpecifier(f, i.specifier))
          .filter((to): to is string => to !== null && imports.has(to)),
      ]),
    );
    expect(findCycle(graph)?.map(rel) ?? null).toBeNull();
  });
});
