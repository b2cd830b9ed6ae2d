// Real touch points through the DevTools protocol (CDP Input.dispatchTouchEvent), as a phone's
// screen sends them: the phone tests' fingers.
import type { CDPSession, Page } from 'playwright-core';
import { settle } from './harness';

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
