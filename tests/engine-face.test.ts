// The engine has one face (issue 29): every file under src/ (the app's engine door, the CLI, the
// lessons, the server and whatever shares code between them) imports the engine only through
// geometry/index.ts. Deep imports would make World's internals and kernels the de-facto surface.
// Benches and tests may reach kernels; geometry/ itself is held by tests/geometry-boundary.test.ts.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from './support/imports';

const ROOT = resolve(__dirname, '..');
const FACE = 'geometry/index.ts';

/** Every relative module a file names: imports, re-exports, import() and `import()` types. */
function relativeSpecifiers(file: string): string[] {
  return importsOf(file, readFileSync(file, 'utf8'))
    .map((i) => i.specifier)
    .filter((s) => s.startsWith('.'));
}

/** The engine file a specifier names (with its extension), or null when it is not in geometry/. */
function engineTarget(file: string, spec: string): string | null {
  const target = relative(ROOT, resolve(dirname(file), spec)).replace(/\\/g, '/');
  if (target === 'geometry') return FACE;
  if (!target.startsWith('geometry/')) return null;
  return target.endsWith('.ts') ? target : `${target}.ts`;
}

/** Every import of src/ that reaches past the engine's face, as "file -> target". */
export function deepImports(): string[] {
  return sourceFiles(join(ROOT, 'src')).flatMap((file) =>
    relativeSpecifiers(file)
      .map((spec) => engineTarget(file, spec))
      .filter((t): t is string => t !== null && t !== FACE)
      .map((t) => `${relative(ROOT, file)} -> ${t}`),
  );
}

describe('the engine face (issue 29)', () => {
  it('src/ imports the engine only through geometry/index.ts', () => {
    expect(deepImports()).toEqual([]);
  });

  it('sees a deep import when there is one (the rule can fail)', () => {
    const file = join(ROOT, 'src/cli/check.ts');
    expect(engineTarget(file, '../../geometry/world')).toBe('geometry/world.ts');
    expect(engineTarget(file, '../../geometry/index')).toBe(FACE);
    expect(engineTarget(file, '../../geometry')).toBe(FACE);
    expect(engineTarget(file, './io')).toBeNull();
  });
});
