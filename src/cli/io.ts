// Shared plumbing for the CLI commands: reading scenes, errors, argument parsing.
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { constants } from 'node:fs';
import { LIMITS } from '../../geometry/index';
import { quote, shown } from '../../geometry/index';
import { type GameRecord, type Scene, SceneError, parseGameText, parseSceneText } from '../../geometry/index';
import type { Lang } from '../words';

/** A usage or input problem: printed as one line on stderr, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type Io = {
  out: (s: string) => void;
  err: (s: string) => void;
  /** Raw text to stdout, no line end added (long output streamed); without it, commands print with `out`. */
  write?: (s: string) => void;
  /** Bytes (UTF-8 text) to stdout, as `write`: text made on another thread arrives encoded. */
  writeBytes?: (b: Uint8Array) => void;
  /**
   * With more written than stdout has passed on (a reader slower than the writer), a promise that
   * it has; undefined otherwise. Long output waits on it, so that memory holds little of it.
   */
  backlog?: () => Promise<void> | undefined;
};

/**
 * Read and validate a scene file. Only a regular file is read (a FIFO or a device could block or
 * never end), opened without blocking and checked for size before a byte is read.
 */
export function readScene(path: string): Scene {
  return parseSceneText(readLimitedText(path, LIMITS.fileBytes, 'scene'), path);
}

/** Read and validate a game file (geometry/record/), as a scene file is read. */
export function readGame(path: string): GameRecord {
  return parseGameText(readLimitedText(path, LIMITS.gameFileBytes, 'game'), path);
}

/** A regular file's text, refused (one line) when it is not one, cannot be read, or is over `limit` bytes. */
function readLimitedText(path: string, limit: number, what: 'scene' | 'game'): string {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const stat = fstatSync(fd);
    if (!stat.isFile())
      throw new SceneError(path, '', stat.isDirectory() ? `is a directory, not a ${what} file` : 'not a regular file');
    if (stat.size > limit)
      throw new SceneError(path, '', `${stat.size} bytes, more than the limit of ${limit} for a ${what}`);
    return readFileSync(fd, 'utf8');
  } catch (e) {
    if (e instanceof SceneError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new SceneError(path, '', code === 'ENOENT' ? 'no such file' : `cannot read file (${code ?? 'error'})`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
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
      throw new UsageError(`unknown option ${shown(`--${name}`)}`);
    }
  }
  return { positional, flags };
}

/** Parse "x,y" in mm: two numbers (an empty part is not 0), each within the coordinate limit. */
export function parsePoint(text: string, flag: string): [number, number] {
  const parts = text.split(',').map((s) => s.trim());
  const values = parts.map((s) => (s === '' ? NaN : Number(s)));
  if (values.length !== 2 || values.some((n) => !Number.isFinite(n))) {
    throw new UsageError(`${flag}: expected "x,y" in mm, got ${quote(text)}`);
  }
  for (const v of values) {
    if (Math.abs(v) > LIMITS.coordinateMm)
      throw new UsageError(`${flag}: ${v} is beyond the limit of ±${LIMITS.coordinateMm} mm`);
  }
  return [values[0], values[1]];
}

// Characters JSON.stringify leaves raw that a terminal may act on (DEL and C1 controls, format
// characters such as bidirectional overrides, line separators): only ever inside strings, where
// \uXXXX escapes mean the same.
const RAW_IN_JSON = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const unicodeEscape = (c: string): string =>
  Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');

/** A JSON answer as one line of printable text (`replacer` as JSON.stringify's). */
export function jsonLine(value: unknown, replacer?: (key: string, value: unknown) => unknown): string {
  return JSON.stringify(value, replacer).replace(RAW_IN_JSON, unicodeEscape);
}

export const cm = (mm: number): string => (mm / 10).toFixed(1);
export const pct = (f: number): string => `${(f * 100).toFixed(1)}%`;

/** `--lang en|fr` (English without it): any other value is a usage error naming it. */
export function langOf(flags: ParsedArgs['flags']): Lang {
  const lang = flags.get('lang') ?? 'en';
  if (lang !== 'en' && lang !== 'fr') throw new UsageError(`--lang: expected en or fr, got ${quote(String(lang))}`);
  return lang;
}
