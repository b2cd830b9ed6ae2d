// The compiled CLI (bin/build-cli.mjs → dist-cli/main.mjs): it answers as the TypeScript does, it
// lists the sources it was made from, and bin/mire.js trusts it only while no source is newer.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript beside bin/mire.js, no declarations
import { buildCli } from '../bin/build-cli.mjs';
// @ts-expect-error plain JavaScript beside bin/mire.js, no declarations
import { compiledIsFresh } from '../bin/cli-fresh.mjs';
import { randomScene } from '../bench/scenes';
import { runMire } from './support/cli';
import { SCENARIOS } from './support/scenes';

const ROOT = join(__dirname, '..');
const fresh = compiledIsFresh as (dir: string, root: string) => boolean;

describe('the compiled CLI', () => {
  // Inside the repository (git-ignored), so the bundle finds node_modules like dist-cli does.
  const out = join(ROOT, 'dist-cli', `test-${process.pid}`);
  let inputs: string[] = [];
  beforeAll(async () => {
    inputs = (await buildCli(out)) as string[];
  }, 60_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  /** Run the bundle in a fresh node, as bin/mire.js would (`env`: settings added to this process's). */
  const compiledWith = (env: Record<string, string>, ...argv: string[]) => {
    const script = `const { main } = await import(${JSON.stringify(pathToFileURL(join(out, 'main.mjs')).href)}); process.exitCode = await main(${JSON.stringify(argv)});`;
    return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...env },
      maxBuffer: 1 << 28,
    });
  };
  const compiled = (...argv: string[]) => compiledWith({}, ...argv);

  it.each([
    ['check', join(SCENARIOS, 'editions-compare.json'), '--json'],
    ['los', join(SCENARIOS, 'r-5.8-sight.json'), 'A', 'Z', '--lang', 'fr'],
    ['path', join(SCENARIOS, 'va-gap-wide.json'), 'C', '--to', '600,300', '--json'],
    ['rules', 'R-3.5'],
    ['schema'],
    ['check', join(SCENARIOS, 'no-such-scene.json')],
  ])('mire %s … answers as the TypeScript does (stdout, stderr, exit code)', async (...argv) => {
    const js = compiled(...argv);
    const ts = await runMire(...argv);
    expect(js.stdout + js.stderr).not.toBe('');
    expect(js.status).toBe(ts.code);
    expect(js.stdout).toBe(ts.out ? `${ts.out}\n` : '');
    expect(js.stderr).toBe(ts.err ? `${ts.err}\n` : '');
  });

  it('mire check over the compiled threads (check-worker.mjs beside main.mjs) prints what one thread prints, JSON and table', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mire-build-threads-'));
    try {
      const file = join(dir, 'table.json');
      writeFileSync(
        file,
        JSON.stringify(
          randomScene(77, { fighters: 220, scenery: 40, table: { width: 2300, depth: 1150 }, contactChance: 0.2 }),
        ),
      );
      for (const form of [['--json'], []]) {
        const one = compiledWith({ MIRE_CHECK_THREADS: '1' }, 'check', file, ...form);
        expect(one.status).toBe(0);
        expect(one.stdout.length).toBeGreaterThan(1e6);
        for (const threads of ['2', '3']) {
          const shared = compiledWith({ MIRE_CHECK_THREADS: threads }, 'check', file, ...form);
          expect(shared.stderr).toBe('');
          expect(shared.stdout).toBe(one.stdout);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists the sources it was made from: the CLI, the engine and the rules data, every one present', () => {
    expect(inputs).toContain('src/cli/main.ts');
    expect(inputs).toContain('geometry/scene.ts');
    expect(inputs).toContain('assets/rules/rules.json');
    expect(inputs.every((f) => existsSync(join(ROOT, f)))).toBe(true);
    expect(inputs.some((f) => f.includes('node_modules'))).toBe(false);
    expect(JSON.parse(readFileSync(join(out, 'inputs.json'), 'utf8'))).toEqual(inputs);
  });
});

describe('bin/mire.js trusts the compiled CLI only while it is fresh', () => {
  let root = '';
  let dir = '';
  const at = (file: string, s: number) => utimesSync(join(root, file), s, s);
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'mire-fresh-'));
    dir = join(root, 'dist-cli');
    mkdirSync(join(root, 'src'));
    mkdirSync(dir);
    for (const f of ['src/a.ts', 'src/b.ts', 'dist-cli/main.mjs']) writeFileSync(join(root, f), '');
    writeFileSync(join(dir, 'inputs.json'), JSON.stringify(['src/a.ts', 'src/b.ts']));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('fresh when every source is as old as the build or older', () => {
    at('src/a.ts', 1000);
    at('src/b.ts', 2000);
    at('dist-cli/main.mjs', 2000);
    expect(fresh(dir, root)).toBe(true);
  });

  it('stale when one source is newer', () => {
    at('src/b.ts', 2001);
    expect(fresh(dir, root)).toBe(false);
    at('src/b.ts', 2000);
  });

  it('stale when a listed source is gone, the list is unreadable or empty, or there is no build', () => {
    writeFileSync(join(dir, 'inputs.json'), JSON.stringify(['src/a.ts', 'src/gone.ts']));
    expect(fresh(dir, root)).toBe(false);
    writeFileSync(join(dir, 'inputs.json'), '["src/a.ts"');
    expect(fresh(dir, root)).toBe(false);
    writeFileSync(join(dir, 'inputs.json'), '[]');
    expect(fresh(dir, root)).toBe(false);
    writeFileSync(join(dir, 'inputs.json'), JSON.stringify(['src/a.ts']));
    at('dist-cli/main.mjs', 2000);
    expect(fresh(dir, root)).toBe(true);
    rmSync(join(dir, 'main.mjs'));
    expect(fresh(dir, root)).toBe(false);
  });
});
