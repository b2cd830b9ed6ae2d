// End-to-end harness: one production build (rebuilt when a source is newer than dist/), served by
// vite's programmatic preview() on a free port, driven by Debian's Chromium through
// playwright-core. One server and one browser per test file.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import { type Browser, type BrowserContext, type ConsoleMessage, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { PNG } from './png';
import { clearTables } from './table-store';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SHOTS = join(ROOT, 'tests/e2e/screenshots');
const CHROMIUM = process.env.MIRE_CHROMIUM ?? '/usr/bin/chromium';

/** Console messages a healthy run may print (BROWSER-NOTES). */
const ALLOWED_CONSOLE = [
  /favicon/i,
  /THREE\.Clock/,
  /GPU stall due to ReadPixels/,
  /Automatic fallback to software WebGL/i,
  /WebGL.*(software|SwiftShader)/i,
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let best = st.mtimeMs;
  for (const e of readdirSync(path)) best = Math.max(best, newestMtime(join(path, e)));
  return best;
}

/** Build dist/ unless it is newer than every input of the app. */
export async function ensureBuild(): Promise<void> {
  const built = existsSync(join(ROOT, 'dist/index.html')) ? statSync(join(ROOT, 'dist/index.html')).mtimeMs : 0;
  const inputs = Math.max(
    newestMtime(join(ROOT, 'src')),
    newestMtime(join(ROOT, 'geometry')),
    newestMtime(join(ROOT, 'assets/scenarios')),
    newestMtime(join(ROOT, 'assets/icons')),
    newestMtime(join(ROOT, 'index.html')),
    newestMtime(join(ROOT, 'vite.config.ts')),
  );
  if (built > inputs) return;
  // Vitest runs with NODE_ENV=test, which would bundle React's development build: test what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

export type App = {
  server: PreviewServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  url: string;
  /** Console errors seen so far (allowed ones filtered out). */
  errors: string[];
  open: (query?: string, opts?: { clearStorage?: boolean; help?: boolean }) => Promise<void>;
  close: () => Promise<void>;
};

/** The browser window: desktop by default; a phone with `isMobile`, `hasTouch` and its scale. */
export type AppOptions = {
  width?: number;
  height?: number;
  isMobile?: boolean;
  hasTouch?: boolean;
  deviceScaleFactor?: number;
  serviceWorkers?: 'allow' | 'block';
};

export async function startApp(opts: AppOptions = {}): Promise<App> {
  await ensureBuild();
  const server = await preview({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  const addr = server.httpServer.address();
  if (!addr || typeof addr === 'string') throw new Error('preview server has no port');
  const url = `http://127.0.0.1:${addr.port}/`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-unsafe-swiftshader',
    ],
  });
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 760 },
    acceptDownloads: true,
    isMobile: opts.isMobile ?? false,
    hasTouch: opts.hasTouch ?? false,
    deviceScaleFactor: opts.deviceScaleFactor ?? 1,
    // Only the offline test wants the service worker: elsewhere it would serve a cached build.
    serviceWorkers: opts.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    if (ALLOWED_CONSOLE.some((r) => r.test(text))) return;
    errors.push(text);
  };
  page.on('console', onConsole);
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  const app: App = {
    server,
    browser,
    context,
    page,
    url,
    errors,
    open: async (query = '', o = {}) => {
      if (o.clearStorage !== false) {
        await page.goto(`${url}`);
        await waitReady(page);
        await clearTables(page);
        await page.evaluate(() => localStorage.clear());
        // The first-visit help is tested on its own (setup-tools.test.ts); here it is already seen.
        if (o.help !== true) await page.evaluate(() => localStorage.setItem('mire.help.seen.v1', '1'));
      }
      await page.goto(`${url}${query}`);
      await waitReady(page);
    },
    close: async () => {
      await browser.close();
      await new Promise<void>((res) => server.httpServer.close(() => res()));
    },
  };
  return app;
}

/** Wait until the app has drawn at least a couple of frames (fonts loaded, hook installed). */
export async function waitReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const m = (window as unknown as { __mire?: { frames: () => number[]; ready: () => boolean } }).__mire;
      return !!m && m.frames().length >= 1 && m.ready();
    },
    undefined,
    { timeout: 60_000 },
  );
  await settle(page);
}

/** Let pending renders finish: two animation frames plus a short pause. */
export async function settle(page: Page, ms = 150): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await page.waitForTimeout(ms);
}

export type Hook = {
  scene: () => {
    fighters: { id: string; position: [number, number]; facing: number; base: unknown; side: string }[];
    scenery: { id: string }[];
  } & Record<string, unknown>;
  state: () => {
    tool: string;
    selection: { kind: string; id: string } | null;
    sightTarget: string | null;
    lang: string;
    past: number;
    future: number;
  };
  project: (x: number, y: number, z?: number) => { x: number; y: number };
  frames: () => number[];
  labelsPending: () => number;
  ready: () => boolean;
};

export async function sceneOf(page: Page) {
  return page.evaluate(() => (window as unknown as { __mire: Hook }).__mire.scene());
}

export async function stateOf(page: Page) {
  return page.evaluate(() => (window as unknown as { __mire: Hook }).__mire.state());
}

/** Where a table point (mm) is drawn on the page, in CSS pixels. */
export async function project(page: Page, x: number, y: number, z = 0): Promise<{ x: number; y: number }> {
  return page.evaluate(([a, b, c]) => (window as unknown as { __mire: Hook }).__mire.project(a, b, c), [
    x,
    y,
    z,
  ] as const);
}

/** A scenario from the menu, once its table is on show and the camera has come to rest. */
export async function openScenario(page: Page, name: string): Promise<void> {
  await page.selectOption('[data-testid="scenarios"]', name);
  await page.waitForSelector(`[data-testid="view-banner"][data-source="scenario"][data-name="${name}"]`);
  await stillCamera(page);
}

/** Wait until a table point stays put on the page across two frames (a camera easing or a canvas resizing moves it). */
export async function stillCamera(page: Page): Promise<void> {
  let was = await project(page, 0, 0);
  for (let i = 0; i < 60; i++) {
    await settle(page, 30);
    const now = await project(page, 0, 0);
    if (Math.abs(now.x - was.x) < 0.5 && Math.abs(now.y - was.y) < 0.5) return;
    was = now;
  }
  throw new Error('the camera never came to rest');
}

/** The screen point of a fighter's base (its top, a little behind the centre, off the figure). */
export async function fighterPoint(page: Page, id: string): Promise<{ x: number; y: number }> {
  await stillCamera(page);
  const scene = await sceneOf(page);
  const f = scene.fighters.find((x) => x.id === id);
  if (!f) throw new Error(`no fighter ${id}`);
  const rad = (f.facing * Math.PI) / 180;
  // A point on the base behind the figure: the figure stands at the centre.
  const back = 7;
  return project(page, f.position[0] - Math.cos(rad) * back, f.position[1] - Math.sin(rad) * back, 4);
}

export async function clickFighter(page: Page, id: string, opts: { shift?: boolean } = {}): Promise<void> {
  const p = await fighterPoint(page, id);
  if (opts.shift) await page.keyboard.down('Shift');
  await page.mouse.click(p.x, p.y);
  if (opts.shift) await page.keyboard.up('Shift');
  await settle(page, 80);
}

export async function screenshot(page: Page, name: string): Promise<PNG> {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  const buf = await page.screenshot({ path });
  return PNG.decode(buf);
}

/** Play together: a new live table on `serverUrl`, waited for until it is live. */
export async function startLiveTable(page: Page, serverUrl: string): Promise<void> {
  await page.click('[data-testid="live-open"]');
  await page.fill('[data-testid="live-server"]', serverUrl);
  await page.click('[data-testid="live-start"]');
  await page.waitForSelector('[data-testid="live-status"][data-status="live"]', { timeout: 30_000 });
}

/** The language button, then wait for the switch (French is a chunk fetched on first use). */
export async function switchLang(page: Page): Promise<void> {
  const before = await page.evaluate(() => document.documentElement.lang);
  await page.click('[data-testid="lang"]');
  await page.waitForFunction((was) => document.documentElement.lang !== was, before);
}

/** A test file's (or a describe's) one app: started and opened before its tests, handed to `take`, closed after them. */
export function appForTheseTests(take: (app: App) => void, opts: AppOptions = {}): void {
  let app: App | undefined;
  beforeAll(async () => {
    app = await startApp(opts);
    take(app);
    await app.open();
  });
  afterAll(async () => {
    await app?.close();
  });
}
