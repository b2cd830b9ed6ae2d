// The engine stands alone: geometry/ imports nothing from src/ (or tests, bench), only its own
// files, the shipped data under assets/ and a few pure packages; and it compiles without the DOM
// (geometry/tsconfig.json, run by `npm test`'s typecheck). Its public face, geometry/index.ts,
// names what it exports (no `export *`).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as engine from '../geometry/index';

const ROOT = resolve(__dirname, '..');
const GEOMETRY = join(ROOT, 'geometry');
const PACKAGES = new Set(['zod', 'zod/mini', 'zod/v4/locales/en.js', 'rbush', '@flatten-js/core']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every module a file names: imports, re-exports, dynamic imports and `import()` types. */
function specifiers(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (
      (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) &&
      n.moduleSpecifier &&
      ts.isStringLiteral(n.moduleSpecifier)
    )
      out.push(n.moduleSpecifier.text);
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteralLike(n.arguments[0])
    )
      out.push(n.arguments[0].text);
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'require')
      out.push('require()');
    if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal))
      out.push(n.argument.literal.text);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** Why a module named in `file` is out of bounds, or null. */
function outOfBounds(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return PACKAGES.has(spec) ? null : `package ${spec}`;
  const target = relative(ROOT, resolve(dirname(file), spec));
  if (target.startsWith(`geometry/`)) return null;
  if (target.startsWith('assets/') && target.endsWith('.json')) return null;
  return target;
}

describe('the engine boundary', () => {
  const files = sources(GEOMETRY);

  it('geometry/ imports only itself, assets/*.json and pure packages (never src/, node: or the DOM)', () => {
    expect(files.length).toBeGreaterThan(30);
    const problems = files.flatMap((f) =>
      specifiers(f).flatMap((s) => (outOfBounds(f, s) ? [`${relative(ROOT, f)}: ${s}`] : [])),
    );
    expect(problems).toEqual([]);
  });

  it('the check itself refuses src/, node: and unknown packages', () => {
    const f = join(GEOMETRY, 'world.ts');
    expect(outOfBounds(f, '../src/app/engine')).toBe('src/app/engine');
    expect(outOfBounds(join(GEOMETRY, 'route', 'search.ts'), '../../src/cli/io')).toBe('src/cli/io');
    expect(outOfBounds(f, 'node:fs')).toBe('package node:fs');
    expect(outOfBounds(f, 'three')).toBe('package three');
    expect(outOfBounds(f, './footprint')).toBeNull();
  });

  it('geometry/tsconfig.json compiles the engine with ES2023 only: no DOM library, no Node types', () => {
    const config = ts.readConfigFile(join(GEOMETRY, 'tsconfig.json'), ts.sys.readFile).config as {
      compilerOptions: { lib: string[]; types: string[] };
      include: string[];
    };
    expect(config.compilerOptions.lib.map((l) => l.toLowerCase())).toEqual(['es2023']);
    expect(config.compilerOptions.types).toEqual([]);
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.typecheck).toContain(
      'geometry/tsconfig.json',
    );
  });

  it('geometry/index.ts names every export (no `export *`), and each name resolves', () => {
    const index = readFileSync(join(GEOMETRY, 'index.ts'), 'utf8');
    expect(index).not.toMatch(/export\s*\*/);
    for (const name of ['World', 'parseScene', 'judgeMove', 'judgeShot', 'checkSetup', 'sceneJsonSchema', 'ruleById']) {
      expect(engine[name as keyof typeof engine], name).toBeDefined();
    }
  });
});

/** Every piece of text a file writes: its string literals and the text between a template's ${}. */
function textsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (
      ts.isStringLiteral(n) ||
      ts.isNoSubstitutionTemplateLiteral(n) ||
      ts.isTemplateHead(n) ||
      ts.isTemplateMiddle(n) ||
      ts.isTemplateTail(n)
    )
      out.push(n.text);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** French words no English text or code name holds, or a French elision with its apostrophe (l’, d’, qu’). */
const FRENCH =
  /(?<!\p{L})(ne|pas|est|une|des|peut|sans|socle|combattant|doit|contre|aucune?|portée|tir)(?!\p{L})|\p{L}’\p{L}/iu;

describe('the engine returns codes and numbers, not words (src/words/ renders them)', () => {
  it('no export of geometry/index.ts is a words function or type', () => {
    expect(Object.keys(engine).filter((name) => /Words$|^shotLine$|^planMove$/.test(name))).toEqual([]);
    const index = readFileSync(join(GEOMETRY, 'index.ts'), 'utf8');
    expect(index).not.toMatch(/\b\w*Words\b/);
  });

  it('no text in geometry/ is French', () => {
    const french = sources(GEOMETRY).flatMap((f) =>
      textsOf(f)
        .filter((t) => FRENCH.test(t))
        .map((t) => `${relative(ROOT, f)}: ${t}`),
    );
    expect(french).toEqual([]);
  });

  it('the check itself finds French sentences, not English ones or code', () => {
    const texts = textsOf(
      'x.ts',
      "const a = `${m} ne voit pas ${t}`; const b = 'Le socle sortirait'; const c = `qu’en se désengageant`; const d = `${m} does not see ${t}`; const e = 'out-of-range';",
    );
    expect(texts.filter((t) => FRENCH.test(t))).toEqual([
      ' ne voit pas ',
      'Le socle sortirait',
      'qu’en se désengageant',
    ]);
  });
});
