// The game's record on the live table (issue 34): two players, two Chromium contexts on one table
// server (loopback). Each walks a fighter; both timelines show the same two entries, in the same
// order, each naming who made it (the live player's name and the fighter's side).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveServer } from '../../src/server/live-server';
import { type App, screenshot, settle, startApp, startLiveTable, waitReady } from './harness';
import { dragBy } from './drag';

let app: App;
let server: LiveServer;
let dataDir: string;
let contextB: BrowserContext;
let a: Page;
let b: Page;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mire-live-record-e2e-'));
  server = new LiveServer({ host: '127.0.0.1', port: 0, dataPath: join(dataDir, 'live.sqlite') });
  const serverUrl = `ws://127.0.0.1:${(await server.start()).port}`;
  app = await startApp();
  a = app.page;
  await app.open();
  await startLiveTable(a, serverUrl);
  const link = await a.inputValue('[data-testid="live-link"]');
  contextB = await app.browser.newContext({ viewport: { width: 1280, height: 760 } });
  await contextB.addInitScript(() => localStorage.setItem('mire.help.seen.v1', '1'));
  b = await contextB.newPage();
  await b.goto(link);
  await waitReady(b);
  await b.waitForSelector('[data-testid="live-status"][data-status="live"]', { timeout: 30_000 });
});

afterAll(async () => {
  await contextB?.close();
  await app?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const logOf = (page: Page) => page.$$eval('[data-testid^="log-entry-"]', (els) => els.map((e) => e.textContent ?? ''));

async function openLog(page: Page): Promise<void> {
  if (!(await page.isVisible('[data-testid="timeline"]'))) await page.click('[data-testid="record"]');
  await page.waitForSelector('[data-testid="timeline"]');
  if (!(await page.isVisible('[data-testid="log-entry-1"]'))) await page.click('[data-testid="timeline-log"]');
}

describe('the live table shares its record', () => {
  it('a walk on each screen: both records agree, entry for entry, each naming its player', async () => {
    await dragBy(a, 'R1', 40, 0);
    await dragBy(b, 'B1', -30, 0);
    for (const page of [a, b]) {
      await page.click('[data-testid="record"]');
      await page.waitForFunction(
        () => /\b2 entries\b/.test(document.querySelector('[data-testid="timeline-line"]')?.textContent ?? ''),
        null,
        { timeout: 15_000 },
      );
      await openLog(page);
      await settle(page);
    }
    const [logA, logB] = [await logOf(a), await logOf(b)];
    expect(logA).toEqual(logB);
    expect(logA).toHaveLength(2);
    // walks: "1. R1 walked to (x, y) cm: 4.0 cm of 10.0 cm, legal (Player 42, red)".
    expect(logA[0]).toMatch(/^1\. R1 walked .* legal \(Player \d+, red\)$/);
    expect(logA[1]).toMatch(/^2\. B1 walked .* \(Player \d+, blue\)$/);
    expect(logA[0].match(/Player \d+/)![0]).not.toBe(logA[1].match(/Player \d+/)![0]);
    await screenshot(b, 'record-live');
    expect(app.errors).toEqual([]);
  });

  it('an undo on the live table is recorded as an edit by hand, on both screens (a shared entry is never taken back)', async () => {
    await a.click('[data-testid="undo"]');
    for (const page of [a, b])
      await page.waitForFunction(
        () => /\b3 entries\b/.test(document.querySelector('[data-testid="timeline-line"]')?.textContent ?? ''),
        null,
        { timeout: 15_000 },
      );
    await settle(a);
    await settle(b);
    const [logA, logB] = [await logOf(a), await logOf(b)];
    expect(logA).toEqual(logB);
    expect(logA).toHaveLength(3);
    // R1 back where it stood: (41.0, 15.0) cm on the default table.
    expect(logA[2]).toMatch(/^3\. R1 moved by hand to \(41\.0, 15\.0\) cm \(Player \d+, red\)$/);
  });
});
