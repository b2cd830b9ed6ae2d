// Counting what a frame of the table costs, for tests/e2e/render.test.ts and bench/render.ts: every
// WebGL draw call is counted in the page (the context's draw functions wrapped before the app
// starts), one frame is drawn on demand and timed to the GPU's end, and big tables are opened
// from a link (#table=…) as a player would.
import type { Page } from 'playwright-core';
import { randomScene } from '../../bench/scenes';
import { waitReady } from './harness';

/** The draw functions of WebGL 1 and 2: every one puts triangles, lines or points on the screen. */
const DRAWS = ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements'];

/** Wraps the contexts' draw functions before any of the page's scripts run; the count is window.__drawCalls. */
export async function countDrawCalls(page: Page): Promise<void> {
  await page.addInitScript((names: string[]) => {
    const w = window as unknown as { __drawCalls: number };
    w.__drawCalls = 0;
    for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      const table = proto as unknown as Record<string, (...args: unknown[]) => unknown>;
      for (const name of names) {
        const inner = table[name];
        if (typeof inner !== 'function') continue;
        table[name] = function (this: unknown, ...args: unknown[]) {
          w.__drawCalls++;
          return inner.apply(this, args);
        };
      }
    }
  }, DRAWS);
}

export type FrameCost = {
  drawCalls: number;
  frameMs: number;
  threeCalls: number;
  geometries: number;
  textures: number;
};

type Probe = {
  frameMs: () => number;
  renderInfo: () => { calls: number; geometries: number; textures: number };
};

/** One redraw of the table as it stands: the page's draw calls, the renderer's own count, the time. */
export async function redrawCost(page: Page): Promise<FrameCost> {
  return page.evaluate(() => {
    const w = window as unknown as { __drawCalls: number; __mire: Probe };
    w.__drawCalls = 0;
    const frameMs = w.__mire.frameMs();
    const drawCalls = w.__drawCalls;
    const info = w.__mire.renderInfo();
    return { drawCalls, frameMs, threeCalls: info.calls, geometries: info.geometries, textures: info.textures };
  });
}

/** A table of the bench table's density (1200 x 600 mm for 60 fighters, a scenery piece per five), seeded. */
export function bigTable(fighters: number) {
  const grow = Math.sqrt(fighters / 60);
  const scene = randomScene(fighters, {
    fighters,
    scenery: Math.round(fighters / 5),
    table: { width: Math.round(1200 * grow), depth: Math.round(600 * grow) },
  });
  if (scene.fighters.length !== fighters) throw new Error(`bigTable(${fighters}): placed ${scene.fighters.length}`);
  return scene;
}

/** Opens a scene from a link, as a shared table is opened. */
export async function openLink(page: Page, url: string, scene: unknown): Promise<void> {
  const b64 = Buffer.from(JSON.stringify(scene), 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  await page.goto('about:blank');
  await page.goto(`${url}#table=${b64}`);
  await waitReady(page);
}
