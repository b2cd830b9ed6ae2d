// The engine has one face (issue 29): every file under src/ (the app's engine door, the CLI, the
// lessons, the server and whatever shares code between them) imports the engine only through
// geometry/index.ts. Deep imports would make World's internals and kernels the de-facto surface.
// Benches and tests may reach kernels; geometry/ itself is held by tests/geometry-boundary.test.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');
const FACE = 'geometry/index.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return sources(join(dir, e.name));
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : [];
  });
}

/** Every relative module a file names: imports, re-exports, import() and `import()` types. */
function relativeSpecifiers(file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (
      (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) &&
      n.moduleSpecifier &&
      ts.isStringLiteral(n.moduleSpecifier)
    ) {
      out.push(n.moduleSpecifier.text);
    }
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteralLike(n.arguments[0])
    ) {
      out.push(n.arguments[0].text);
    }
    if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) {
      out.push(n.argument.literal.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out.filter((s) => s.startsWith('.'));
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
  return sources(join(ROOT, 'src')).flatMap((file) =>
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
