// Issue 32, item 4: the table server with --tls serves the built app over HTTPS, so a phone that
// trusts this computer's certificate authority has a secure context: the service worker gets
// ready (offline, install) and Play together finds the server at its own wss:// address. Chromium
// trusts the certificate here as a phone would once the authority is installed
// (--ignore-certificate-errors-spki-list pins the server's key, nothing else). Loopback only.
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveServer } from '../../src/server/live-server';
import { ensureTls } from '../../src/server/tls-cert';
import { ROOT, ensureBuild, waitReady } from './harness';

let dir: string;
let server: LiveServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  await ensureBuild();
  dir = mkdtempSync(join(tmpdir(), 'mire-https-e2e-'));
  const tls = ensureTls(join(dir, 'tls'), ['127.0.0.1']);
  server = new LiveServer({
    host: '127.0.0.1',
    port: 0,
    dataPath: join(dir, 'live.sqlite'),
    appDir: join(ROOT, 'dist'),
    tls: { key: tls.key, cert: tls.cert, caCert: tls.caCert },
  });
  url = `https://127.0.0.1:${(await server.start()).port}/`;
  const spki = createHash('sha256')
    .update(createPublicKey(tls.cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  browser = await chromium.launch({
    executablePath: process.env.MIRE_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--enable-unsafe-swiftshader',
      `--ignore-certificate-errors-spki-list=${spki}`,
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the table server over HTTPS (npm run serve -- --tls)', () => {
  it('the app is a secure context: its service worker gets ready, Copy has a clipboard, Play together uses wss://', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    await context.addInitScript(() => localStorage.setItem('mire.help.seen.v1', '1'));
    const page = await context.newPage();
    await page.goto(url);
    await waitReady(page);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    expect(await page.evaluate(() => typeof navigator.clipboard?.writeText)).toBe('function');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(url);
    await page.click('[data-testid="live-open"]');
    const wss = url.replace('https', 'wss').replace(/\/$/, '');
    await page.waitForFunction(
      (want) => (document.querySelector('[data-testid="live-server"]') as HTMLInputElement | null)?.value === want,
      wss,
    );
    await page.click('[data-testid="live-start"]');
    await page.waitForSelector('[data-testid="live-status"][data-status="live"]', { timeout: 30_000 });
    expect(await page.inputValue('[data-testid="live-link"]')).toContain(`live=${encodeURIComponent(wss)}`);
    await context.close();
  });
});
