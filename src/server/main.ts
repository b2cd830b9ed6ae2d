// `npm run serve`: the live table server (see README, "Live table"). A mistake in its settings
// (a data path it cannot use, a port in use, an address it cannot bind) is one line on stderr and
// exit code 2; SIGINT and SIGTERM (or the end of the process that started it) store every open
// table and stop.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEFAULT_DATA, readConfig } from './config';
import { LiveServer } from './live-server';
import { StoreOpenError } from './room-store';
import { ensureTls, tableHosts, TlsError } from './tls-cert';

// Read before anything else: whoever reads the listening line may end the parent straight away.
const parent = process.ppid;

function fail(problem: string): never {
  console.error(`mire serve: ${problem}`);
  process.exit(2);
}

/** A listen error in the operator's words. */
function listenProblem(e: NodeJS.ErrnoException, host: string, port: number): string {
  switch (e.code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is in use (another server?)`;
    case 'EADDRNOTAVAIL':
      return `address ${host} is not one of this machine's`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `host "${host}" is not known`;
    case 'EACCES':
      return `port ${port} needs privileges this user has not`;
    default:
      return `cannot listen on ${host}:${port}: ${e.message}`;
  }
}

const config = readConfig(process.argv.slice(2), process.env);
if (!config.ok) fail(config.problem);
const { options } = config;
if (options.dataPath === DEFAULT_DATA) {
  try {
    mkdirSync(dirname(DEFAULT_DATA), { recursive: true });
  } catch (e) {
    fail(`cannot make ${dirname(DEFAULT_DATA)}: ${(e as Error).message}`);
  }
}
if (options.tlsDir) {
  try {
    const files = ensureTls(options.tlsDir, tableHosts(options.host));
    options.tls = { key: files.key, cert: files.cert, caCert: files.caCert };
    if (files.made) console.error(`mire serve: certificate made in ${options.tlsDir} for ${files.hosts.join(', ')}`);
  } catch (e) {
    if (e instanceof TlsError) fail(`tls: ${e.message}`);
    throw e;
  }
}
let server: LiveServer;
try {
  server = new LiveServer(options);
} catch (e) {
  if (e instanceof StoreOpenError) fail(`data: ${e.message}`);
  throw e;
}
let address: { host: string; port: number };
try {
  address = await server.start();
} catch (e) {
  server.store.close();
  fail(listenProblem(e as NodeJS.ErrnoException, options.host, options.port));
}
const secure = options.tls ? 's' : '';
console.log(
  JSON.stringify({
    listening: `ws${secure}://${address.host}:${address.port}`,
    data: options.dataPath,
    app: options.appDir ? `http${secure}://${address.host}:${address.port}/` : null,
    ...(options.tls ? { authority: `https://${address.host}:${address.port}/mire-ca.crt` } : {}),
  }),
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Under `npm run serve` a shell stands between npm and this process, and a SIGTERM sent to npm
// ends the shell without reaching here: when the process that started this one is gone, stop.
// The parent was read first thing (a SIGTERM may follow the listening line at once); on Linux the
// parent now is in /proc (a parent gone but not yet reaped still answers signal 0); elsewhere,
// signal 0 asks whether it still exists.
const parentGone = (): boolean => {
  try {
    const now = Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')[1]);
    if (Number.isInteger(now)) return now !== parent;
  } catch {
    // No /proc here.
  }
  try {
    process.kill(parent, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
};
setInterval(() => parentGone() && void stop(), 500).unref();
