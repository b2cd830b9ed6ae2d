// `npm run serve` settings: flags first, then MIRE_* environment variables, then defaults.
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LiveServerOptions } from './live-server';

export const DEFAULT_PORT = 8787;
/** The app as `npm run build` leaves it, served at "/" when it is there. */
const BUILT_APP = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');

export type ConfigResult = { ok: true; options: LiveServerOptions } | { ok: false; problem: string };

export function readConfig(argv: readonly string[], env: Record<string, string | undefined>): ConfigResult {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const m = /^--(port|host|data|app)(?:=(.*))?$/.exec(argv[i]);
    if (!m) return { ok: false, problem: `unknown argument "${argv[i]}" (expected --port N, --host ADDR, --data FILE, --app DIR)` };
    const value = m[2] ?? argv[++i];
    if (value === undefined) return { ok: false, problem: `--${m[1]} needs a value` };
    flags.set(m[1], value);
  }
  const portText = flags.get('port') ?? env.MIRE_PORT ?? String(DEFAULT_PORT);
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return { ok: false, problem: `port: "${portText}" is not a port number (0-65535)` };
  return {
    ok: true,
    options: {
      host: flags.get('host') ?? env.MIRE_HOST ?? '127.0.0.1',
      port,
      dataPath: flags.get('data') ?? env.MIRE_DATA ?? join(homedir(), '.mire', 'live.sqlite'),
      appDir: flags.get('app') ?? env.MIRE_APP ?? (existsSync(join(BUILT_APP, 'index.html')) ? BUILT_APP : undefined),
    },
  };
}
