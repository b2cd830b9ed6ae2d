// Installable and offline (issue 18): the web manifest is linked and complete, the service worker
// (Workbox, vite-plugin-pwa) gets ready on the first visit, and with the network cut a reload still
// draws the table, and tools and scenarios never opened before still load.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, ROOT, screenshot, settle, startApp, waitReady } from './harness';
import { PNG } from './png';

type Icon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
};

describe('installable and offline', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp({
      width: 390,
      height: 844,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      serviceWorkers: 'allow',
    });
    await app.open();
  });
  afterAll(async () => app?.close());

  it('links a complete web manifest whose icons exist at their sizes', async () => {
    const href = await app.page.getAttribute('link[rel="manifest"]', 'href');
    expect(href).toBeTruthy();
    const res = await app.page.request.get(new URL(href!, app.url).href);
    expect(res.status()).toBe(200);
    const m = (await res.json()) as Manifest;
    expect(m.name).toContain('Mire');
    expect(m.short_name).toBe('Mire');
    expect(m.display).toBe('standalone');
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(m.start_url).toBeTruthy();
    const need = [
      { sizes: '192x192', maskable: false },
      { sizes: '512x512', maskable: false },
      { sizes: '512x512', maskable: true },
    ];
    for (const n of need) {
      const icon = m.icons.find((i) => i.sizes === n.sizes && (i.purpose === 'maskable') === n.maskable);
      expect(icon, `icon ${n.sizes}${n.maskable ? ' maskable' : ''}`).toBeDefined();
      const img = await app.page.request.get(new URL(icon!.src, new URL(href!, app.url)).href);
      expect(img.status()).toBe(200);
      const png = PNG.decode(await img.body());
      expect(`${png.width}x${png.height}`).toBe(n.sizes);
    }
  });

  it('has its service worker ready after the first visit, then starts and works offline', async () => {
    const sw = await app.page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return { active: reg.active?.state ?? null, scope: reg.scope };
    });
    expect(sw.active).toBe('activated');
    expect(sw.scope).toBe(app.url);
    await app.context.setOffline(true);
    // The network is really gone: a file that was never cached fails.
    const miss = await app.page.evaluate(() =>
      fetch(`./not-cached-${Date.now()}.txt`).then(
        (r) => r.status,
        () => 'network error',
      ),
    );
    expect(miss).not.toBe(200);
    // The browser reports that failed fetch in the console; nothing else may be reported from here on.
    await settle(app.page);
    expect(app.errors.every((e) => /ERR_INTERNET_DISCONNECTED/.test(e))).toBe(true);
    const seen = app.errors.length;
    await app.page.reload();
    await waitReady(app.page);
    expect(await app.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const canvas = await app.page.locator('[data-testid="table-canvas"] canvas').boundingBox();
    expect(canvas!.width).toBeGreaterThan(300);
    // A tool loaded on demand (its chunk was never fetched on this device) opens offline too.
    await app.page.click('[data-testid="tool-dispersion"]');
    await app.page.waitForSelector('[data-testid="dispersion-panel"]', { timeout: 20_000 });
    // So does a bundled scenario.
    await app.page.click('[data-testid="more"]');
    const names = await app.page.$$eval('[data-testid="scenarios"] option', (os) =>
      os.map((o) => (o as HTMLOptionElement).value).filter(Boolean),
    );
    expect(names.length).toBeGreaterThan(3);
    const before = await app.page.evaluate(() =>
      JSON.stringify((window as unknown as { __mire: { scene: () => unknown } }).__mire.scene()),
    );
    await app.page.selectOption(
      '[data-testid="scenarios"]',
      names.find((n) => n !== 'default-table')!,
    );
    await app.page.waitForFunction(
      (b) => JSON.stringify((window as unknown as { __mire: { scene: () => unknown } }).__mire.scene()) !== b,
      before,
    );
    await app.page.click('[data-testid="more"]');
    await settle(app.page);
    await screenshot(app.page, 'phone-offline');
    expect(app.errors.slice(seen)).toEqual([]);
    await app.context.setOffline(false);
  });

  it('announces a new version and waits: the page reloads only when the player asks', async () => {
    await app.context.setOffline(false);
    // A new build of the worker appears on the server (the same files, one byte different).
    const swPath = join(ROOT, 'dist/sw.js');
    const original = readFileSync(swPath, 'utf8');
    try {
      writeFileSync(swPath, `${original}\n// next version\n`);
      await app.page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await app.page.waitForSelector('[data-testid="update-banner"]', { timeout: 30_000 });
      expect(await app.page.textContent('[data-testid="update-banner"]')).toContain('A new version is ready');
      // Nothing was forced: the same page (and the game on it) is still running.
      const marker = await app.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
      await settle(app.page, 1500);
      expect(await app.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(marker);
      const waiting = await app.page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
      );
      expect(waiting).toBe('installed');
      await screenshot(app.page, 'phone-update');
      // Reload: the new worker takes over and the page starts again on it.
      await Promise.all([
        app.page.waitForEvent('load', { timeout: 30_000 }),
        app.page.click('[data-testid="update-reload"]'),
      ]);
      await waitReady(app.page);
      expect(await app.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
      expect(await app.page.isVisible('[data-testid="update-banner"]')).toBe(false);
    } finally {
      writeFileSync(swPath, original);
    }
  });
});
