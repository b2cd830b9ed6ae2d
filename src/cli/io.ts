// Shared plumbing for the CLI commands: reading scenes, errors, argument parsing.
import { readFileSync } from 'node:fs';
import { type Scene, SceneError, parseSceneText } from '../../geometry/scene';

/** A usage or input problem: printed as one line on stderr, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type Io = {
  out: (s: string) => void;
  err: (s: string) => void;
  /** Raw text to stdout, no line end added (long output streamed); without it, commands print with `out`. */
  write?: (s: string) => void;
};

export function readScene(path: string): Scene {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new SceneError(path, '', code === 'ENOENT' ? 'no such file' : `cannot read file (${code ?? 'error'})`);
  }
  return parseSceneText(text, path);
}

export type ParsedArgs = { positional: string[]; flags: Map<string, string | true> };

/** Parse `--flag value`, `--flag=value` and `--switch`; `booleans` lists flags that take no value. */
export function parseArgs(argv: readonly string[], booleans: readonly string[], valued: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
    if (booleans.includes(name)) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      flags.set(name, true);
    } else if (valued.includes(name)) {
      const value = eq >= 0 ? a.slice(eq + 1) : argv[++i];
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else {
      throw new UsageError(`unknown option --${name}`);
    }
  }
  return { positional, flags };
}

/** Parse "x,y" in mm. */
export function parsePoint(text: string, flag: string): [number, number] {
  const parts = text.split(',').map((s) => Number(s.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) {
    throw new UsageError(`${flag}: expected "x,y" in mm, got "${text}"`);
  }
  return [parts[0], parts[1]];
}

export const cm = (mm: number): string => (mm / 10).toFixed(1);
export const pct = (f: number): string => `${(f * 100).toFixed(1)}%`;
