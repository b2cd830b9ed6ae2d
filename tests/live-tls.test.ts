// Issue 32, item 4: a table server on a LAN serves HTTPS, so a phone opening it has a secure
// context (service worker, install, clipboard). The certificates are made once with openssl, signed
// by an authority of this machine that a phone trusts once; all on 127.0.0.1.
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { readConfig, DEFAULT_TLS_DIR } from '../src/server/config';
import { LiveServer } from '../src/server/live-server';
import { ensureTls } from '../src/server/tls-cert';

const dir = mkdtempSync(join(tmpdir(), 'mire-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function get(url: string, ca: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ca }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('--tls: HTTPS for the LAN address', () => {
  it('makes an authority and a server certificate for the given addresses, once', () => {
    const tlsDir = join(dir, 'certs');
    const first = ensureTls(tlsDir, ['127.0.0.1', 'localhost']);
    expect(first.made).toBe(true);
    const cert = new X509Certificate(first.cert);
    const ca = new X509Certificate(first.caCert);
    expect(cert.subjectAltName).toContain('IP Address:127.0.0.1');
    expect(cert.subjectAltName).toContain('DNS:localhost');
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(ca.ca).toBe(true);
    // A browser refuses a server certificate valid for more than 398 days.
    const days = (Date.parse(cert.validTo) - Date.parse(cert.validFrom)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(398);
    // The same addresses again: nothing remade.
    expect(ensureTls(tlsDir, ['127.0.0.1', 'localhost']).made).toBe(false);
    // A new address (another network): a new server certificate, the same authority (phones keep trusting).
    const again = ensureTls(tlsDir, ['127.0.0.1', '10.1.2.3']);
    expect(again.made).toBe(true);
    expect(again.caCert).toBe(first.caCert);
    expect(new X509Certificate(again.cert).subjectAltName).toContain('IP Address:10.1.2.3');
    expect(new X509Certificate(again.cert).subjectAltName).toContain('DNS:localhost');
  });

  it('serves HTTPS and WSS that a client trusting the authority accepts, and the authority at /mire-ca.crt', async () => {
    const files = ensureTls(join(dir, 'serve'), ['127.0.0.1']);
    const server = new LiveServer({
      host: '127.0.0.1',
      port: 0,
      dataPath: join(dir, 'live.sqlite'),
      tls: { key: files.key, cert: files.cert, caCert: files.caCert },
    });
    const { port } = await server.start();
    try {
      const health = await get(`https://127.0.0.1:${port}/health`, files.caCert);
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body).ok).toBe(true);
      const ca = await get(`https://127.0.0.1:${port}/mire-ca.crt`, files.caCert);
      expect(ca.body).toBe(files.caCert);
      // Without the authority, the certificate is not trusted (the phone must install it once).
      await expect(get(`https://127.0.0.1:${port}/health`, '')).rejects.toThrow(/certificate/i);
      const ws = new WebSocket(`wss://127.0.0.1:${port}/`, { ca: files.caCert });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      ws.close();
    } finally {
      await server.stop();
    }
  });

  it('reads --tls, --tls-dir and MIRE_TLS; a wrong MIRE_TLS is one clear line', () => {
    const on = readConfig(['--tls'], {});
    expect(on.ok && on.options.tlsDir).toBe(DEFAULT_TLS_DIR);
    const inDir = readConfig(['--tls-dir', '/tmp/x'], {});
    expect(inDir.ok && inDir.options.tlsDir).toBe('/tmp/x');
    const env = readConfig([], { MIRE_TLS: '1' });
    expect(env.ok && env.options.tlsDir).toBe(DEFAULT_TLS_DIR);
    const off = readConfig([], {});
    expect(off.ok && off.options.tlsDir).toBeUndefined();
    expect(readConfig([], { MIRE_TLS: 'yes' })).toEqual({ ok: false, problem: 'MIRE_TLS: "yes" is not 0 or 1' });
  });
});
