// Responsiveness of the 3D table: a scripted drag on the default table, a stress scene (100
// fighters, 20 scenery pieces) and a 250-fighter table opened from a link, in headless Chromium, against the production build. Reports, per drag step, the time
// from the pointer event to the end of the frame that shows it (median, p95), the interval
// between drawn frames, the engine's share (route, potentials, legality per step), and how many times the World was rebuilt during the drag (0: the drag
// only moves one fighter in the World, R-6 queries stay incremental).
// Software WebGL here (SwiftShader, no GPU): read the figures as relative, not absolute.
import type { Page } from 'playwright-core';
import { type App, clickFighter, project, sceneOf, settle, startApp } from '../tests/e2e/harness';
import { ROUTE_WARM_QUERIES } from '../src/app/engine';
import { bigTable, openLink } from '../tests/e2e/render-probe';
import { runAlone } from './run-alone';

type Emit = (line: Record<string, unknown>) => void;
type Hook = { drawn: () => number[]; rebuilds: () => number; moveTimings: () => number[] };

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const ms = (v: number) => Math.round(v * 100) / 100;

async function dragSteps(
  page: Page,
  id: string,
  steps: number,
): Promise<{ latencies: number[]; intervals: number[]; rebuilds: number; engine: number[] }> {
  const scene = await sceneOf(page);
  const f = scene.fighters.find((x) => x.id === id)!;
  const start = await project(page, f.position[0] - 8, f.position[1], 4);
  await page.evaluate(() => {
    const w = window as unknown as { __lastMove: number };
    w.__lastMove = 0;
    window.addEventListener('pointermove', () => (w.__lastMove = performance.now()), { capture: true });
  });
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const rebuilds0 = await page.evaluate(() => (window as unknown as { __mire: Hook }).__mire.rebuilds());
  const engine0 = await page.evaluate(() => (window as unknown as { __mire: Hook }).__mire.moveTimings().length);
  const latencies: number[] = [];
  const drawnBefore = await page.evaluate(() => (window as unknown as { __mire: Hook }).__mire.drawn().length);
  for (let i = 1; i <= steps; i++) {
    // A loop of about 6 cm radius around the start point: the route, potentials and legality change every step.
    const a = (i / steps) * Math.PI * 2;
    const p = await project(page, f.position[0] - 8 + 60 * Math.sin(a), f.position[1] + 40 * (1 - Math.cos(a)), 4);
    const n = await page.evaluate(() => (window as unknown as { __mire: Hook }).__mire.drawn().length);
    await page.mouse.move(p.x, p.y);
    // A string, not a function: tsx's name helpers do not exist in the page.
    const lat = (await page.evaluate(`new Promise((resolve) => {
      const t0 = performance.now();
      (function check() {
        const d = window.__mire.drawn();
        if (d.length > ${n}) return resolve(d[d.length - 1] - window.__lastMove);
        if (performance.now() - t0 > 2000) return resolve(NaN);
        setTimeout(check, 1);
      })();
    })`)) as number;
    if (Number.isFinite(lat)) latencies.push(lat);
  }
  const drawn = await page.evaluate(() => (window as unknown as { __mire: Hook }).__mire.drawn());
  const rebuilds1 = await page.evaluate(() => (window as unknown as { __mire: Hook }).__mire.rebuilds());
  const engine = (await page.evaluate(() => (window as unknown as { __mire: Hook }).__mire.moveTimings())).slice(
    engine0,
  );
  await page.mouse.up();
  await settle(page);
  const during = drawn.slice(drawnBefore);
  const intervals: number[] = [];
  for (let i = 1; i < during.length; i++) intervals.push(during[i] - during[i - 1]);
  return { latencies, intervals, rebuilds: rebuilds1 - rebuilds0, engine };
}

export async function run(emit: Emit): Promise<void> {
  const width = 1280;
  const height = 720;
  let app: App | null = null;
  try {
    app = await startApp({ width, height });
    for (const [name, query, id] of [
      ['default', '', 'R8'],
      ['stress-100', '?scene=stress-100', 'R1'],
      // Opened from a link (render-probe.ts): the bench table's density, a scenery piece per five fighters.
      ['link-250', '#250', 'f1'],
    ] as const) {
      if (query === '#250') await openLink(app.page, app.url, bigTable(250));
      else await app.open(query);
      const scene = await sceneOf(app.page);
      // A player looks at the table before dragging: the route code is compiled in idle time
      // meanwhile (engine.warmRoutes, ROUTE_WARM_QUERIES queries). Waited for, up to 30 s; how far
      // it got is reported.
      await app.page
        .waitForFunction(
          (n) => (window as unknown as { __mire: { routeWarmQueries(): number } }).__mire.routeWarmQueries() >= n,
          ROUTE_WARM_QUERIES,
          { timeout: 30_000 },
        )
        .catch(() => undefined);
      const warmQueries = await app.page.evaluate(() =>
        (window as unknown as { __mire: { routeWarmQueries(): number } }).__mire.routeWarmQueries(),
      );
      await app.page.keyboard.press('m');
      await clickFighter(app.page, id);
      const steps = 40;
      const r = await dragSteps(app.page, id, steps);
      emit({
        bench: 'drag-frame',
        scene: name,
        fighters: scene.fighters.length,
        scenery: scene.scenery.length,
        viewport: `${width}x${height}`,
        steps,
        medianMs: ms(quantile(r.latencies, 0.5)),
        p95Ms: ms(quantile(r.latencies, 0.95)),
        frameIntervalMedianMs: ms(quantile(r.intervals, 0.5)),
        frameIntervalP95Ms: ms(quantile(r.intervals, 0.95)),
        worldRebuildsDuringDrag: r.rebuilds,
        routeWarmQueriesBeforeDrag: warmQueries,
        engineMedianMs: ms(quantile(r.engine, 0.5)),
        engineP95Ms: ms(quantile(r.engine, 0.95)),
        // The first step pays for anything the table's idle-time warm-up has not built yet.
        engineFirstMs: ms(r.engine[0] ?? NaN),
        engineMaxMs: ms(Math.max(...r.engine)),
        renderer: 'headless chromium, software WebGL',
      });
    }
  } finally {
    await app?.close();
  }
}

// `npx tsx bench/frame.ts` runs this bench alone.
runAlone('frame', run);
