// Real touch points through the DevTools protocol (CDP Input.dispatchTouchEvent), as a phone's
// screen sends them: the phone tests' fingers.
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type App, settle, startApp } from './harness';

export type Pt = { x: number; y: number };

export class Fingers {
  constructor(
    private readonly cdp: CDPSession,
    private readonly page: Page,
  ) {}
  async send(type: 'touchStart' | 'touchMove' | 'touchEnd', pts: Pt[]): Promise<void> {
    await this.cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: pts.map((p, i) => ({ x: p.x, y: p.y, id: i + 1, radiusX: 4, radiusY: 4, force: 1 })),
    });
  }
  /** Fingers down at `from`, moved in `steps` to `to`, then lifted. */
  async gesture(from: Pt[], to: Pt[], steps = 8, holdMs = 0): Promise<void> {
    await this.send('touchStart', from);
    if (holdMs) await this.page.waitForTimeout(holdMs);
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      await this.send(
        'touchMove',
        from.map((a, i) => ({ x: a.x + (to[i].x - a.x) * t, y: a.y + (to[i].y - a.y) * t })),
      );
      await settle(this.page, 20);
    }
    await this.send('touchEnd', []);
    await settle(this.page);
  }
  /** A finger held still until `selector` shows (as a player holds until the menu opens), then lifted. */
  async holdUntil(at: Pt, selector: string, timeoutMs = 10_000): Promise<void> {
    await this.send('touchStart', [at]);
    try {
      await this.page.waitForSelector(selector, { timeout: timeoutMs });
    } finally {
      await this.send('touchEnd', []);
      await settle(this.page);
    }
  }

  async press(at: Pt, holdMs: number): Promise<void> {
    await this.send('touchStart', [at]);
    await this.page.waitForTimeout(holdMs);
    await this.send('touchEnd', []);
    await settle(this.page);
  }
}

/** The two ways a phone is held (CSS px), as the phone tests try each. */
export const PHONE_HOLDS = [
  [390, 844, 'upright'],
  [844, 390, 'sideways'],
] as const;

/** A touch phone's app with fingers on its screen: opened before a describe's tests, closed after them. */
export class TouchPhone {
  app!: App;
  fingers!: Fingers;

  /** Call inside a describe: its beforeAll opens the app, its afterAll closes it. */
  static open(width: number, height: number): TouchPhone {
    const phone = new TouchPhone();
    beforeAll(async () => {
      phone.app = await startApp({ width, height, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
      await phone.app.open();
      phone.fingers = new Fingers(await phone.app.context.newCDPSession(phone.app.page), phone.app.page);
    });
    afterAll(async () => phone.app?.close());
    return phone;
  }
}
