// Names in any script draw from the fonts Mire ships (issue 31): Cyrillic and Greek from Inter's
// subsets, CJK and emoji as a stand-in, and no request ever leaves for another host (troika's
// font fallback would fetch from a public CDN, leaking the viewer's address, and never finish
// offline). Every request that is not to 127.0.0.1 is refused and counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, type Hook, ROOT, screenshot, settle, startApp, waitReady } from './harness';

let app: App;
const away: string[] = [];
beforeAll(async () => {
  app = await startApp();
  await app.context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname;
    if (host === '127.0.0.1') return route.continue();
    away.push(route.request().url());
    return route.abort();
  });
});
afterAll(async () => {
  await app?.close();
});

const NAMES = ['Дракон', 'Κένταυρος', '龍の騎士', 'Orc 🐉'];

describe('labels in every script', () => {
  it('draws Cyrillic, Greek, CJK and emoji names with no request to another host', async () => {
    await app.open();
    const scene = JSON.parse(readFileSync(join(ROOT, 'assets/scenarios/default-table.json'), 'utf8'));
    scene.fighters.slice(0, NAMES.length).forEach((f: { name?: string }, k: number) => (f.name = NAMES[k]));
    const b64 = Buffer.from(JSON.stringify(scene), 'utf8')
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    await app.page.goto('about:blank');
    await app.page.goto(`${app.url}#table=${b64}`);
    await waitReady(app.page);
    // Every label laid out: troika finished with the fonts it had (a CDN wait would hang here).
    await app.page.waitForFunction(
      () => (window as unknown as { __mire: Hook }).__mire.labelsPending() === 0,
      undefined,
      { timeout: 30_000 },
    );
    await settle(app.page, 300);
    await screenshot(app.page, 'labels-every-script');
    expect(away).toEqual([]);
    expect(app.errors).toEqual([]);
  });
});
