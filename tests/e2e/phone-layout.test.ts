// The table in the hand, round two (issue 32, items 1 and 8), upright (390 x 844) and sideways
// (844 x 390) with touch: every control a finger's size, rule links and lesson links included;
// the words of fingers, not keys; the ⋯ menu whole and from its top; no legend or hint over the
// fighters; the tools, Undo and Edit whole in the bar; a Sight verdict opened at its top.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { project, sceneOf, screenshot, settle } from './harness';
import { PHONE_HOLDS, TouchPhone } from './fingers';

const MIN_TARGET_PX = 44;
type Box = { what: string; left: number; top: number; right: number; bottom: number };

/** Every visible button, link, input and select (a checkbox's target is its label), in page px. */
async function controlBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')]
      .map((el) => {
        const target = el instanceof HTMLInputElement && el.type === 'checkbox' ? (el.closest('label') ?? el) : el;
        const r = target.getBoundingClientRect();
        const hidden =
          r.width === 0 || getComputedStyle(el).visibility === 'hidden' || (el as HTMLInputElement).type === 'file';
        const what = el.dataset.testid ?? `${el.tagName} ${el.textContent?.trim().slice(0, 24)}`;
        return hidden ? null : { what, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      })
      .filter((b) => b !== null),
  );
}

async function expectFingerSized(page: Page, where: string): Promise<void> {
  const small = (await controlBoxes(page)).filter(
    (b) => b.right - b.left < MIN_TARGET_PX - 0.5 || b.bottom - b.top < MIN_TARGET_PX - 0.5,
  );
  expect(small, `${where}: controls under 44 px`).toEqual([]);
}

/** Overlays over the table at rest must not cover a fighter's base (its projected centre ± 8 px). */
async function expectNoOverlayOnFighters(page: Page, where: string): Promise<void> {
  const fighters = (await sceneOf(page)).fighters;
  const pts = await Promise.all(fighters.map((f) => project(page, f.position[0], f.position[1], 2)));
  const overlays = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.stage .hint, .stage .legend .chip, .table-banner, .live-corner > *')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { what: el.className, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }),
  );
  const hidden = pts.flatMap((p, i) =>
    overlays
      .filter((o) => p.x + 8 > o.left && p.x - 8 < o.right && p.y + 8 > o.top && p.y - 8 < o.bottom)
      .map((o) => `${fighters[i].id} under ${o.what}`),
  );
  expect(hidden, where).toEqual([]);
}

/** No button of the bar is cut: its text fits its box, and the box is on screen. */
async function expectBarWhole(page: Page, where: string): Promise<void> {
  const cut = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '[data-testid="toolbar"] > .tools button, [data-testid="toolbar"] > button',
      ),
    ]
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return b.scrollWidth > b.clientWidth + 1 || r.left < 0 || r.right > innerWidth || r.bottom > innerHeight;
      })
      .map((b) => b.textContent),
  );
  expect(cut, where).toEqual([]);
}

/** The ⋯ menu: opens from its top, every control inside the screen, its close button too. */
async function expectMenuWhole(page: Page, where: string): Promise<void> {
  await page.click('[data-testid="more"]');
  await settle(page);
  await page.$eval('[data-testid="more-sheet"]', (el) => (el.scrollTop = el.scrollHeight));
  await page.click('[data-testid="more"]');
  await page.click('[data-testid="more"]');
  await settle(page);
  expect(await page.$eval('[data-testid="more-sheet"]', (el) => el.scrollTop), `${where}: reopened at its top`).toBe(0);
  const out = await page.evaluate(() => {
    const sheet = document.querySelector('[data-testid="more-sheet"]')!.getBoundingClientRect();
    const inMenu = [
      ...document.querySelectorAll<HTMLElement>('[data-testid="more-sheet"] button, [data-testid="more-sheet"] select'),
    ];
    const bad = inMenu.filter((el) => {
      const r = el.getBoundingClientRect();
      return r.left < Math.max(0, sheet.left) - 0.5 || r.right > Math.min(innerWidth, sheet.right) + 0.5;
    });
    const close = document.querySelector('[data-testid="more"]')!.getBoundingClientRect();
    const closeOn = close.left >= 0 && close.right <= innerWidth && close.top >= 0 && close.bottom <= innerHeight;
    return { bad: bad.map((b) => b.textContent), closeOn, sheetOn: sheet.left >= 0 && sheet.top >= 0 };
  });
  expect(out, where).toEqual({ bad: [], closeOn: true, sheetOn: true });
  await expectFingerSized(page, `${where}, menu`);
}

const KEY_WORDS = /\bClick|Cliquez|\[ and \]|\[ et \]|Shift|\bMaj\b|\bEsc\b|Échap|\((M|E)\)/;

for (const [w, h, name] of PHONE_HOLDS) {
  describe(`phone held ${name} (${w} x ${h}, touch)`, () => {
    const phone = TouchPhone.open(w, h);

    for (const lang of ['en', 'fr'] as const) {
      it(`${lang}: the bar whole with Undo, finger-sized controls, touch words, the menu whole, no overlay on a fighter`, async () => {
        const { page } = phone.app;
        await phone.app.open();
        if (lang === 'fr') await page.evaluate(() => localStorage.setItem('mire.lang', 'fr'));
        await page.reload();
        await page.waitForFunction(() => (window as unknown as { __mire?: { ready: () => boolean } }).__mire?.ready());
        await settle(page, 300);
        expect(await page.isVisible('[data-testid="phone-undo"]')).toBe(true);
        await expectBarWhole(page, `${name} ${lang}`);
        for (const tool of ['move', 'measure', 'sight', 'edit', 'dispersion']) {
          await page.click(`[data-testid="tool-${tool}"]`);
          await settle(page, 300);
          const words = await page.evaluate(() => document.querySelector('.sheet-notes')?.textContent ?? '');
          expect(words, `${tool}: touch words`).not.toMatch(KEY_WORDS);
          await expectNoOverlayOnFighters(page, `${name} ${lang} ${tool}`);
          await expectFingerSized(page, `${name} ${lang} ${tool}`);
        }
        await page.click('[data-testid="tool-sight"]');
        await screenshot(page, `phone-${name}-${lang}-sight`);
        await expectMenuWhole(page, `${name} ${lang}`);
        await screenshot(page, `phone-${name}-${lang}-menu`);
        // Lessons: the list's links and the rule links finger-sized too.
        await page.click('[data-testid="lessons"]');
        await page.waitForSelector('.lesson-list button');
        await settle(page, 200);
        expect(await page.locator('[data-testid="more-sheet"].open').count()).toBe(0);
        await expectFingerSized(page, `${name} ${lang} lessons`);
        await page.locator('.lesson-list button').first().click();
        await settle(page, 300);
        await expectFingerSized(page, `${name} ${lang} a lesson`);
        const hint = await page.evaluate(() => document.querySelector('.sheet-body')?.textContent ?? '');
        expect(hint).not.toMatch(KEY_WORDS);
        await screenshot(page, `phone-${name}-${lang}-lesson`);
        expect(phone.app.errors).toEqual([]);
      });
    }

    it('a Sight verdict opens at its top, whatever the sheet’s scroll was', async () => {
      const { page } = phone.app;
      await phone.app.open();
      await page.click('[data-testid="tool-sight"]');
      await settle(page, 300);
      const scene = await sceneOf(page);
      const a = scene.fighters.find((f) => f.side === 'red')!;
      const b = scene.fighters.find((f) => f.side === 'blue')!;
      await phone.fingers.press(await project(page, a.position[0], a.position[1], 4), 60);
      await page.waitForSelector('[data-testid="who-sees-whom"]', { timeout: 5_000 });
      // Scrolled to the foot of the sheet (the who-sees-whom list), then the target picked.
      await page.$eval('.sheet-body', (el) => (el.scrollTop = el.scrollHeight));
      await phone.fingers.press(await project(page, b.position[0], b.position[1], 4), 60);
      await page.waitForSelector('[data-testid="verdict-card"]', { timeout: 5_000 });
      await settle(page, 200);
      const off = await page.evaluate(() => {
        const body = document.querySelector('.sheet-body')!.getBoundingClientRect();
        const card = document.querySelector('[data-testid="verdict-card"]')!.getBoundingClientRect();
        return { top: card.top - body.top, bodyH: body.height };
      });
      expect(off.top).toBeGreaterThanOrEqual(-1);
      expect(off.top).toBeLessThan(Math.min(40, off.bodyH / 3));
      await screenshot(page, `phone-${name}-verdict`);
    });

    it('the Edit form shows its Base select whole', async () => {
      const { page } = phone.app;
      await phone.app.open();
      await page.click('[data-testid="tool-edit"]');
      await settle(page, 300);
      const f = (await sceneOf(page)).fighters[0];
      await phone.fingers.press(await project(page, f.position[0], f.position[1], 4), 60);
      await page.waitForSelector('[data-testid="fighter-form"]', { timeout: 10_000 });
      const cut = await page.evaluate(() => {
        const body = document.querySelector('.sheet-body')!.getBoundingClientRect();
        return [...document.querySelectorAll('[data-testid="fighter-form"] select, [data-testid="fighter-form"] input')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.left < body.left - 0.5 || r.right > body.right + 0.5)).length;
      });
      expect(cut).toBe(0);
      await screenshot(page, `phone-${name}-edit`);
    });

    it('the first-visit help shows whole, its Got it button uncovered', async () => {
      const { page } = phone.app;
      await phone.app.open('', { help: true });
      await page.waitForSelector('[data-testid="help-close"]');
      // Whatever toast shows meanwhile ("works offline"), the button is the one under a finger.
      const ok = await page.$eval('[data-testid="help-close"]', (el) => {
        el.scrollIntoView({ block: 'nearest' });
        const r = el.getBoundingClientRect();
        const inside = r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return inside && !!hit && (hit === el || el.contains(hit));
      });
      expect(ok).toBe(true);
      expect(await page.locator('[data-testid="help-keys"]').count()).toBe(0);
      await screenshot(page, `phone-${name}-help`);
    });
  });
}
