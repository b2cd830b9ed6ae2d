// HTTPS for a table server on a LAN (issue 32, item 4): a phone treats http://192.168.x.y as no
// secure context (no service worker, no install, no clipboard). On first run the server makes,
// with Debian's `openssl`, a small certificate authority of its own and a server certificate it
// signs for this machine's addresses. A phone that installs the authority's certificate once
// (served at /mire-ca.crt) trusts the table: a secure context, so offline and Copy work.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';

export type TlsFiles = { key: string; cert: string; caCert: string; hosts: string[]; made: boolean };

export class TlsError extends Error {}

/** The names a phone may use for this machine: loopback, localhost, every IPv4 address, the host given. */
export function tableHosts(bindHost: string): string[] {
  const hosts = new Set(['127.0.0.1', 'localhost']);
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4') hosts.add(a.address);
  if (bindHost !== '0.0.0.0' && bindHost !== '::') hosts.add(bindHost);
  return [...hosts].sort();
}

const isIp = (h: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(h) || h.includes(':');
const subjectAltName = (hosts: string[]) => hosts.map((h) => (isIp(h) ? `IP:${h}` : `DNS:${h}`)).join(',');

function openssl(args: string[], dir: string): void {
  try {
    execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { stderr?: Buffer };
    if (err.code === 'ENOENT') throw new TlsError('--tls needs the openssl command (Debian: apt-get install openssl)');
    throw new TlsError(`openssl ${args[0]} failed: ${String(err.stderr ?? err.message).split('\n')[0]}`);
  }
}

/** The authority (made once: phones that trusted it keep trusting the remade server certificates). */
function ensureAuthority(dir: string): void {
  if (existsSync(join(dir, 'ca.key')) && existsSync(join(dir, 'ca.crt'))) return;
  openssl(
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', 'ca.key', '-out', 'ca.crt', '-days', '3650', '-subj', '/CN=Mire table (this computer)'])
      .concat(['-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign']),
    dir,
  );
}

/** A server certificate for `hosts`, signed by the authority; 397 days, the most a browser accepts. */
function makeServerCert(dir: string, hosts: string[]): void {
  openssl(
    ['req', '-new', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'].concat([
      '-keyout',
      'server.key',
      '-out',
      'server.csr',
      '-subj',
      '/CN=Mire table',
    ]),
    dir,
  );
  writeFileSync(
    join(dir, 'server.ext'),
    `subjectAltName=${subjectAltName(hosts)}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`,
  );
  openssl(
    ['x509', '-req', '-in', 'server.csr', '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial'].concat([
      '-out',
      'server.crt',
      '-days',
      '397',
      '-extfile',
      'server.ext',
    ]),
    dir,
  );
  writeFileSync(join(dir, 'hosts.json'), JSON.stringify(hosts));
}

function coveredHosts(dir: string): string[] {
  try {
    const hosts: unknown = JSON.parse(readFileSync(join(dir, 'hosts.json'), 'utf8'));
    return Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

/** The key and certificates in `dir`, made there first (or remade when this machine has a new address). */
export function ensureTls(dir: string, hosts: string[]): TlsFiles {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (e) {
    throw new TlsError(`cannot make ${dir}: ${(e as Error).message}`);
  }
  ensureAuthority(dir);
  const covered = coveredHosts(dir);
  const made = !existsSync(join(dir, 'server.crt')) || hosts.some((h) => !covered.includes(h));
  if (made) makeServerCert(dir, [...new Set([...covered, ...hosts])].sort());
  const read = (f: string) => readFileSync(join(dir, f), 'utf8');
  return { key: read('server.key'), cert: read('server.crt'), caCert: read('ca.crt'), hosts: coveredHosts(dir), made };
}
