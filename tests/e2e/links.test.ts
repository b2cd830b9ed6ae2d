// Links open only what Mire ships, and never replace the user's table (issue "Hardening", items 3
// and 5): ?scene= takes a bundled scenario's name, never a URL, and opens it as a view the
// autosave ignores until the user edits; every string of a scene or a link is shown as text,
// never HTML; a corrupted or full local store is kept aside and the user told.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickFighter, sceneOf, screenshot, settle, startApp, stateOf, waitReady } from './harness';
import { dragBy } from './drag';
import { storedEntries, storedTable } from './table-store';

let app: App;
let evil: Server;
let evilHits = 0;
let evilUrl = '';
beforeAll(async () => {
  app = await startApp();
  // Another origin serving a scene: a link must never fetch it.
  evil = createServer((_, res) => {
    evilHits++;
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify({ version: 1, name: 'evil', table: { width: 600, depth: 600 }, fighters: [] }));
  });
  await new Promise<void>((r) => evil.listen(0, '127.0.0.1', () => r()));
  const addr = evil.address();
  evilUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/evil.json`;
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((r) => evil.close(() => r()));
});

const stored = (key: string) => storedTable(app.page, key);

describe('?scene= opens a bundled scenario by name only', () => {
  it('refuses a URL (nothing fetched, the table untouched, the user told)', async () => {
    await app.open();
    await app.page.keyboard.press('m');
    await clickFighter(app.page, 'R3');
    await dragBy(app.page, 'R3', 40, 0);
    const own = await stored('mire.autosave.v1');
    for (const bad of [evilUrl, '//127.0.0.1/evil.json', '../package.json']) {
      await app.page.goto(`${app.url}?scene=${encodeURIComponent(bad)}`);
      await waitReady(app.page);
      const msg = app.page.locator('[data-testid="message"]');
      await msg.waitFor();
      expect(await msg.textContent()).toMatch(/scenario shipped with Mire/);
      expect(await stored('mire.autosave.v1')).toBe(own);
      expect(JSON.stringify(await sceneOf(app.page))).toBe(JSON.stringify(JSON.parse(own!)));
      expect(app.page.url()).not.toContain('scene=');
    }
    expect(evilHits).toBe(0);
    await screenshot(app.page, 'link-refused');
  });

  it('opens a named scenario as a view: the autosave is kept until the first edit, and the way back is offered', async () => {
    const own = await stored('mire.autosave.v1');
    await app.page.goto(`${app.url}?scene=va-gap-wide`);
    await waitReady(app.page);
    expect(app.page.url()).not.toContain('scene=');
    const banner = app.page.locator('[data-testid="view-banner"]');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Charge between two fighters');
    expect((await sceneOf(app.page)).fighters.some((f) => f.id === 'Z')).toBe(true);
    expect(await stored('mire.autosave.v1')).toBe(own);
    await screenshot(app.page, 'scenario-view');
    await app.page.click('[data-testid="view-back"]');
    await settle(app.page);
    expect(JSON.stringify(await sceneOf(app.page))).toBe(JSON.stringify(JSON.parse(own!)));
    // A reload now opens the user's table, not the scenario.
    await app.page.reload();
    await waitReady(app.page);
    expect(await stored('mire.autosave.v1')).toBe(own);
    expect((await sceneOf(app.page)).fighters.some((f) => f.id === 'Z')).toBe(false);
  });
});

describe('?practice= takes a seed, nothing longer', () => {
  it('a 400-digit seed opens the user’s table, not a blank page', async () => {
    await app.open(`?practice=${'9'.repeat(400)}`);
    expect((await sceneOf(app.page)).fighters).toHaveLength(16);
    expect(await app.page.locator('[data-testid="practice-panel"]').count()).toBe(0);
    await app.open('?practice=12345');
    await app.page.locator('[data-testid="practice-panel"]').waitFor();
    expect(app.errors).toEqual([]);
  });
});

const XSS = '<img src=x onerror="window.__pwned=1">';

/** A scene with the payload in every string field the format has. */
function hostileScene() {
  const id = (n: number) => `${XSS}${n}`;
  return {
    version: 1,
    ruleset: 'ragnarok',
    name: XSS,
    table: { width: 1200, depth: 600 },
    deployment: { orientation: 'width', sides: { low: `${XSS}s1`, high: `${XSS}s2` } },
    units: [{ id: `${XSS}u`, formation: 'scattered' }],
    scenery: [
      {
        id: id(1),
        name: XSS,
        kind: 'wall',
        size: 1,
        shape: {
          type: 'polygon',
          points: [
            [560, 250],
            [640, 250],
            [640, 262],
            [560, 262],
          ],
        },
      },
    ],
    fighters: [
      {
        id: id(2),
        name: XSS,
        side: `${XSS}s1`,
        unit: `${XSS}u`,
        size: 2,
        mov: 10,
        base: { type: 'square', width: 25 },
        position: [400, 300],
        facing: 0,
      },
      {
        id: id(3),
        name: XSS,
        side: `${XSS}s2`,
        size: 2,
        mov: 10,
        base: { type: 'square', width: 25 },
        position: [800, 300],
        facing: 180,
        activatedWith: [id(4)],
      },
      {
        id: id(4),
        name: XSS,
        side: `${XSS}s2`,
        size: 2,
        mov: 10,
        base: { type: 'round', diameter: 30 },
        position: [800, 327.5],
        facing: 180,
      },
    ],
  };
}

async function noInjection(where: string) {
  const r = await app.page.evaluate(() => ({
    imgs: document.querySelectorAll('img').length,
    pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
    shown: document.body.innerText.includes('<img src=x'),
  }));
  expect({ where, imgs: r.imgs, pwned: r.pwned }).toEqual({ where, imgs: 0, pwned: null });
  return r.shown;
}

describe('names and ids are text, never HTML', () => {
  it('a hostile scene opened by link and by file shows its strings as text in the labels, cards, lessons and rules panels', async () => {
    await app.open();
    const scene = hostileScene();
    const b64 = Buffer.from(JSON.stringify(scene), 'utf8')
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    await app.page.goto('about:blank');
    await app.page.goto(`${app.url}#table=${b64}`);
    await waitReady(app.page);
    expect((await sceneOf(app.page)).fighters).toHaveLength(3);
    expect(await noInjection('view banner')).toBe(true);
    await app.page.setInputFiles('[data-testid="load-file"]', {
      name: `${XSS}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(scene)),
    });
    await settle(app.page);
    expect(await noInjection('file message')).toBe(true);
    const ids = scene.fighters.map((f) => f.id);
    for (const [key, label] of [
      ['m', 'move'],
      ['s', 'sight'],
      ['c', 'contact'],
      ['r', 'measure'],
      ['e', 'edit'],
      ['d', 'dispersion'],
      ['z', 'zones'],
    ] as const) {
      await app.page.keyboard.press(key);
      await clickFighter(app.page, ids[0]);
      if (key === 's' || key === 'r') await clickFighter(app.page, ids[1]);
      await settle(app.page);
      expect((await stateOf(app.page)).tool).toBe(label);
      await noInjection(label);
    }
    // Selected card, legend, who-sees-whom, forms: the payload is on screen as text.
    expect(await app.page.locator('[data-testid="legend"]').textContent()).toContain('<img src=x');
    await app.page.click('[data-testid="lessons"]');
    await noInjection('lessons');
    await app.page.click('[data-testid="lesson-charge"]');
    await settle(app.page);
    await app.page.locator('[data-testid^="rule-link-"]').first().click();
    await app.page.locator('[data-testid="rule-card"]').waitFor();
    await noInjection('rules');
    await app.page.click('[data-testid="learn-back"]');
    await settle(app.page);
    expect((await sceneOf(app.page)).name).toBe(XSS);
    // The 3D labels are drawn glyphs (no DOM): the payload's text is laid out, nothing injected.
    await screenshot(app.page, 'hostile-scene');
    expect(await noInjection('after all')).toBe(true);
    expect(app.errors).toEqual([]);
  });
});

describe('the local store never loses a table', () => {
  it.each([
    ['bad JSON', '{"version":1,"table":'],
    ['an unknown newer field', null],
    ['a bad field', 'BADFIELD'],
  ])('an autosave with %s is kept aside under another key and the user told', async (_, variant) => {
    await app.open();
    const good = (await stored('mire.autosave.v1'))!;
    const text =
      variant === null
        ? good.replace('{', '{"layers":[],')
        : variant === 'BADFIELD'
          ? good.replace('"version":1', '"version":"one"')
          : variant;
    // Written where an earlier build kept it: the start copies it into IndexedDB, then reads it.
    await app.page.evaluate((t) => localStorage.setItem('mire.autosave.v1', t), text);
    await app.page.reload();
    await waitReady(app.page);
    const msg = app.page.locator('[data-testid="message"]');
    await msg.waitFor();
    const said = (await msg.textContent())!;
    expect(said).toContain('could not be read');
    const kept = await storedEntries(app.page, 'mire.autosave.kept.');
    expect(kept).toHaveLength(1);
    expect(kept[0][1]).toBe(text);
    expect(said).toContain(kept[0][0]!);
    // It can be taken away as a file, byte for byte.
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.click('[data-testid="kept-download"]'),
    ]);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(text);
    // A second reload keeps the copy and makes no other.
    await app.page.reload();
    await waitReady(app.page);
    expect(await storedEntries(app.page, 'mire.autosave.kept.')).toHaveLength(1);
    await screenshot(app.page, 'autosave-kept');
  });

  it('a full store keeps the last saved table and says so', async () => {
    await app.open();
    const before = await stored('mire.autosave.v1');
    // The disk fills up: IndexedDB aborts the autosave's transaction with QuotaExceededError.
    await app.page.evaluate(() => {
      const full = new WeakSet<IDBTransaction>();
      const realPut = IDBObjectStore.prototype.put;
      const realError = Object.getOwnPropertyDescriptor(IDBTransaction.prototype, 'error')!.get!;
      Object.defineProperty(IDBTransaction.prototype, 'error', {
        get(this: IDBTransaction) {
          return full.has(this) ? new DOMException('full', 'QuotaExceededError') : realError.call(this);
        },
      });
      IDBObjectStore.prototype.put = function (v: unknown, k?: IDBValidKey) {
        const req = realPut.call(this, v, k);
        if (k === 'mire.autosave.v1') {
          full.add(this.transaction);
          this.transaction.abort();
        }
        return req;
      };
    });
    await app.page.keyboard.press('m');
    await clickFighter(app.page, 'R3');
    await dragBy(app.page, 'R3', 40, 0);
    const msg = app.page.locator('[data-testid="message"]');
    await msg.waitFor();
    expect(await msg.textContent()).toContain('storage is full');
    expect(await stored('mire.autosave.v1')).toBe(before);
    expect((await sceneOf(app.page)).fighters.find((f) => f.id === 'R3')!.position).not.toEqual([405, 410]);
  });

  it('a bad file leaves the table untouched', async () => {
    const before = await sceneOf(app.page);
    await app.page.setInputFiles('[data-testid="load-file"]', {
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"version":1,"table":{"width":-5,"depth":600}}'),
    });
    const msg = app.page.locator('[data-testid="message"]');
    await expect.poll(() => msg.textContent()).toContain('table.width');
    expect(await sceneOf(app.page)).toEqual(before);
  });
});
