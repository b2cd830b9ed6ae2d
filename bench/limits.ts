// `npx tsx bench/limits.ts [command ...]`: every command of `mire` on scenes at the limits of
// geometry/limits.ts (the most fighters, the most scenery points, both at once), timed in-process.
// One JSON line per run: the figures behind README's "Limits" table.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '../geometry/limits';
import { main } from '../src/cli/main';

type Shape = { type: 'polygon'; points: [number, number][] };

/** A round outline of n corners (every corner convex: the router's worst case per point). */
function ring(cx: number, cy: number, r: number, n: number): Shape {
  return {
    type: 'polygon',
    points: Array.from({ length: n }, (_, i) => [
      cx + r * Math.cos((2 * Math.PI * i) / n),
      cy + r * Math.sin((2 * Math.PI * i) / n),
    ]),
  };
}

/** `fighters` on a 40 mm grid in the table's lower part; scenery as `pieces` rings sharing `points` corners. */
function scene(fighters: number, pieces: number, points: number) {
  const width = 1200;
  const cols = 28;
  // The fighters' rows, then the scenery's rows of 20 pieces 50 mm apart, then a margin.
  const fightersEnd = 50 + Math.ceil(fighters / cols) * 40;
  const depth = Math.max(1200, fightersEnd + 100 + Math.ceil(pieces / 20) * 50 + 100);
  const per = Math.floor(points / Math.max(pieces, 1));
  return {
    version: 1,
    table: { width, depth },
    deployment: { orientation: 'width', sides: { low: 'red', high: 'blue' } },
    scenery: Array.from({ length: pieces }, (_, k) => ({
      id: `s${k}`,
      kind: 'ruin',
      size: 3,
      shape: ring(60 + (k % 20) * 57, Math.max(700, fightersEnd + 100) + Math.floor(k / 20) * 50, 22, per),
    })),
    fighters: Array.from({ length: fighters }, (_, i) => ({
      id: `f${i}`,
      side: i % 2 ? 'red' : 'blue',
      size: 2,
      mov: 10,
      base: { type: 'round', diameter: 25 },
      position: [50 + (i % cols) * 40, 50 + Math.floor(i / cols) * 40],
      facing: (i * 37) % 360,
    })),
  };
}

const SCENES = {
  fighters: scene(LIMITS.fighters, 12, 96),
  // editions refuses the tables above: its own limit is where it is timed.
  'editions-fighters': scene(LIMITS.editionsFighters, 6, 48),
  // The points in as few polygons as the one-polygon limit allows.
  'scenery-points': scene(2, Math.ceil(LIMITS.sceneryPoints / LIMITS.polygonPoints), LIMITS.sceneryPoints),
  'scenery-pieces': scene(2, LIMITS.scenery, LIMITS.sceneryPoints),
  both: scene(LIMITS.fighters, LIMITS.scenery, LIMITS.sceneryPoints),
  // Every fighter on one spot, valid under the largest τ: every pair in contact, no base a barrier.
  stacked: stackedScene(LIMITS.fighters),
};

function stackedScene(fighters: number) {
  const s = scene(fighters, 0, 0);
  return {
    ...s,
    options: { tolerance: LIMITS.toleranceMm },
    fighters: s.fighters.map((f) => ({ ...f, position: [600, 600] })),
  };
}

function commands(file: string, depth: number): Record<string, string[]> {
  const last = 'f1';
  return {
    'check --json': ['check', file, '--json'],
    check: ['check', file],
    los: ['los', file, 'f0', last],
    // A walk to the table's far edge, past the fighters and the scenery.
    'path walk': ['path', file, 'f0', '--to', `600,${depth - 50}`, '--json'],
    'path charge': ['path', file, 'f0', '--target', last, '--json'],
    'editions --json': ['editions', file, '--json'],
    control: ['control', file, '--json'],
    deploy: ['deploy', file, '--json'],
    setup: ['setup', file, '--json'],
    formation: ['formation', file, '--json'],
    scatter: ['scatter', file, '--at', '600,300', '--seed', '1', '--area', '50', '--json'],
  };
}

const only = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'mire-limits-'));
try {
  for (const [name, data] of Object.entries(SCENES)) {
    const file = join(dir, `${name}.json`);
    writeFileSync(file, JSON.stringify(data));
    for (const [label, argv] of Object.entries(commands(file, data.table.depth))) {
      if (only.length && !only.includes(label)) continue;
      let bytes = 0;
      const errors: string[] = [];
      const t0 = performance.now();
      const code = await main(argv, { out: (s) => (bytes += s.length), err: (s) => errors.push(s) });
      const seconds = Number(((performance.now() - t0) / 1000).toFixed(2));
      console.log(
        JSON.stringify({
          bench: 'limits',
          scene: name,
          command: label,
          code,
          seconds,
          outputChars: bytes,
          error: errors[0],
        }),
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
