// `npm run serve` settings: flags first, then MIRE_* environment variables, then defaults. A value
// given but empty is a mistake (an empty MIRE_DATA would otherwise open a temporary database).
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LiveServerOptions } from './live-server';

export const DEFAULT_PORT = 8787;
/** The app as `npm run build` leaves it, served at "/" when it is there. */
const BUILT_APP = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');
/** Where the tables are kept unless told: the one folder the server makes itself. */
export const DEFAULT_DATA = join(homedir(), '.mire', 'live.sqlite');

/** Where `--tls` keeps its certificates unless told: beside the default database. */
export const DEFAULT_TLS_DIR = join(homedir(), '.mire', 'tls');

/** `--tls` (or MIRE_TLS=1): HTTPS and WSS with certificates kept in `tlsDir` (tls-cert.ts). */
export type ServeOptions = LiveServerOptions & { tlsDir?: string };
export type ConfigResult = { ok: true; options: ServeOptions } | { ok: false; problem: string };

export function readConfig(argv: readonly string[], env: Record<string, string | undefined>): ConfigResult {
  const flags = new Map<string, string>();
  let tls = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--tls') {
      tls = true;
      continue;
    }
    const m = /^--(port|host|data|app|tls-dir)(?:=(.*))?$/.exec(argv[i]);
    if (!m)
      return {
        ok: false,
        problem: `unknown argument "${argv[i]}" (expected --port N, --host ADDR, --data FILE, --app DIR, --tls, --tls-dir DIR)`,
      };
    const value = m[2] ?? argv[++i];
    if (value === undefined) return { ok: false, problem: `--${m[1]} needs a value` };
    flags.set(m[1], value);
  }
  const setting = (flag: string, variable: string): { value: string | undefined; problem?: string } => {
    const fromFlag = flags.get(flag);
    const value = fromFlag ?? env[variable];
    if (value !== undefined && value.trim() === '')
      return { value, problem: `${fromFlag !== undefined ? `--${flag}` : variable} is empty` };
    return { value };
  };
  const port = setting('port', 'MIRE_PORT');
  const host = setting('host', 'MIRE_HOST');
  const data = setting('data', 'MIRE_DATA');
  const app = setting('app', 'MIRE_APP');
  const tlsDir = setting('tls-dir', 'MIRE_TLS_DIR');
  const problem = port.problem ?? host.problem ?? data.problem ?? app.problem ?? tlsDir.problem;
  if (problem) return { ok: false, problem };
  const portText = port.value ?? String(DEFAULT_PORT);
  const portNumber = /^\d+$/.test(portText) ? Number(portText) : NaN;
  if (!Number.isInteger(portNumber) || portNumber < 0 || portNumber > 65535)
    return { ok: false, problem: `port: "${portText}" is not a port number (0-65535)` };
  const tlsEnv = env.MIRE_TLS;
  if (tlsEnv !== undefined && !/^(0|1|)$/.test(tlsEnv))
    return { ok: false, problem: `MIRE_TLS: "${tlsEnv.slice(0, 20)}" is not 0 or 1` };
  const withTls = tls || tlsEnv === '1' || flags.has('tls-dir');
  return {
    ok: true,
    options: {
      host: host.value ?? '127.0.0.1',
      port: portNumber,
      dataPath: data.value ?? DEFAULT_DATA,
      appDir: app.value ?? (existsSync(join(BUILT_APP, 'index.html')) ? BUILT_APP : undefined),
      ...(withTls ? { tlsDir: tlsDir.value ?? DEFAULT_TLS_DIR } : {}),
    },
  };
}
