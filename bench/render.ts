// What a frame of the table costs as its fighters grow: the default table (16 fighters, the
// baseline), the stress table (100) and link-opened tables of 250 and 1,000 fighters (the bench
// table's density, a scenery piece per five fighters), in one headless Chromium run at 1280 x 720.
// Per table: WebGL draw calls of one redraw (counted in the page), the frame's time to the GPU's
// end (the best of three medians of redraws, and its ratio to the default table's), GPU memory
// (renderer.info), and where the frame's time goes (each kind of drawn thing's share: what hiding
// it saves, frame/frame-breakdown.ts) and its triangles. Software WebGL here (SwiftShader, no
// GPU), on a shared machine: read times as relative, not absolute.
import { type App, startApp } from '../tests/e2e/harness';
import { bigTable, countDrawCalls, type FrameCost, openLink, redrawCost } from '../tests/e2e/render-probe';
import { median, ms, type Emit } from './run';
import { runAlone } from './run-alone';

const REDRAWS = 15;
const WARMUP = 3;
/** Rounds of REDRAWS per table: the best median stands (other work on the machine only slows). */
const ROUNDS = 3;
/** Frames shown then hidden per kind of drawn thing, for its share. */
const SHARE_PAIRS = 5;

async function measure(app: App): Promise<FrameCost & { medians: number[] }> {
  for (let i = 0; i < WARMUP; i++) await redrawCost(app.page);
  const medians: number[] = [];
  let last: FrameCost | null = null;
  for (let round = 0; round < ROUNDS; round++) {
    const costs: FrameCost[] = [];
    for (let i = 0; i < REDRAWS; i++) costs.push(await redrawCost(app.page));
    medians.push(median(costs.map((c) => c.frameMs)));
    last = costs[costs.length - 1];
  }
  return { ...last!, frameMs: Math.min(...medians), medians };
}

type Breakdown = { sharesMs: Record<string, number>; triangles: Record<string, number> };

async function sharesOf(app: App): Promise<Breakdown> {
  return app.page.evaluate(
    (pairs) => (window as unknown as { __mire: { frameBreakdown(p: number): Breakdown } }).__mire.frameBreakdown(pairs),
    SHARE_PAIRS,
  );
}

export async function run(emit: Emit): Promise<void> {
  const width = 1280;
  const height = 720;
  let app: App | null = null;
  try {
    app = await startApp({ width, height });
    await countDrawCalls(app.page);
    let baselineMs = NaN;
    for (const fighters of [16, 100, 250, 1000]) {
      if (fighters === 16) await app.open('');
      else if (fighters === 100) await app.open('?scene=stress-100');
      else await openLink(app.page, app.url, bigTable(fighters));
      const scene = await app.page.evaluate(() =>
        (window as unknown as { __mire: { scene(): { fighters: unknown[]; scenery: unknown[] } } }).__mire.scene(),
      );
      const r = await measure(app);
      const { sharesMs, triangles } = await sharesOf(app);
      if (fighters === 16) baselineMs = r.frameMs;
      emit({
        bench: 'render',
        fighters: scene.fighters.length,
        scenery: scene.scenery.length,
        viewport: `${width}x${height}`,
        drawCalls: r.drawCalls,
        threeCalls: r.threeCalls,
        frameMedianMs: ms(r.frameMs),
        frameToDefault: Math.round((r.frameMs / baselineMs) * 100) / 100,
        roundMediansMs: r.medians.map(ms),
        redraws: REDRAWS,
        sharesMs,
        triangles,
        gpuGeometries: r.geometries,
        gpuTextures: r.textures,
        renderer: 'headless chromium, software WebGL',
      });
    }
  } finally {
    await app?.close();
  }
}

// `npx tsx bench/render.ts` runs this bench alone.
runAlone('render', run);
