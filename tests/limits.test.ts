// Issue 22: the scene limits (geometry/limits.ts) stated and enforced at the boundary, polygon
// simplicity without the quadratic pass, and every message one line of plain text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { controlOfZone, zoneByName } from '../geometry/control';
import { isSimplePolygon as quadraticIsSimple } from '../geometry/footprint';
import { LIMITS } from '../geometry/limits';
import { isSimplePolygon } from '../geometry/polygon-simple';
import { escapeText, oneLine, quote, shown } from '../geometry/quote';
import { parseSceneText } from '../geometry/scene';
import { contacts } from '../src/app/engine/core';
import { runMire } from './support/cli';
import { loadScenario } from './support/scenes';

const dir = mkdtempSync(join(tmpdir(), 'mire-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
function sceneFile(data: unknown): string {
  const file = join(dir, `scene-${files++}.json`);
  writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
  return file;
}

const TABLE = { width: 1200, depth: 600 };
const fighter = (id: string, x: number, y: number, extra: Record<string, unknown> = {}) => ({
  id,
  side: 'red',
  size: 2,
  mov: 10,
  base: { type: 'round', diameter: 20 },
  position: [x, y],
  ...extra,
});
/** n fighters on a 25 mm grid (20 mm bases: none overlap), 40 a row from the table's lower left. */
const grid = (n: number) =>
  Array.from({ length: n }, (_, i) => fighter(`f${i}`, 20 + (i % 40) * 25, 20 + Math.floor(i / 40) * 25));
/** A table deep enough for every fighter of the grid, with room above it for the scenery. */
const TALL = { width: 1200, depth: 40 + Math.ceil(LIMITS.fighters / 40) * 25 + 600 };
const ring = (n: number, cx = 600, cy = 300, r = 100) =>
  Array.from({ length: n }, (_, i) => [
    cx + r * Math.cos((2 * Math.PI * i) / n),
    cy + r * Math.sin((2 * Math.PI * i) / n),
  ]);
const piece = (id: string, points: number[][]) => ({ id, kind: 'ruin', shape: { type: 'polygon', points } });

/** The one-line refusal of `mire check` on the scene. */
async function refusal(data: unknown): Promise<string> {
  const r = await runMire('check', sceneFile(data));
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.split('\n')).toHaveLength(1);
  return r.err;
}

describe('scene limits (geometry/limits.ts)', () => {
  it('accepts a scene at every count limit', () => {
    const scene = {
      version: 1,
      table: TALL,
      fighters: grid(LIMITS.fighters),
      scenery: [
        piece('big', ring(LIMITS.polygonPoints, 600, TALL.depth - 300)),
        ...Array.from({ length: LIMITS.scenery - 1 }, (_, k) => ({
          id: `c${k}`,
          kind: 'tree',
          shape: {
            type: 'circle',
            center: [20 + (k % 100) * 11, TALL.depth - 60 + Math.floor(k / 100) * 20],
            radius: 4,
          },
        })),
      ],
    };
    const parsed = parseSceneText(JSON.stringify(scene));
    expect(parsed.fighters).toHaveLength(LIMITS.fighters);
    expect(parsed.scenery).toHaveLength(LIMITS.scenery);
  });

  it('refuses each count one over its limit, naming the field, the limit and the value', async () => {
    expect(await refusal({ version: 1, table: TABLE, fighters: grid(LIMITS.fighters + 1) })).toContain(
      `fighters: has ${LIMITS.fighters + 1} entries, more than the limit of ${LIMITS.fighters}`,
    );
    const trees = Array.from({ length: LIMITS.scenery + 1 }, (_, k) => ({
      id: `c${k}`,
      kind: 'tree',
      shape: { type: 'circle', center: [5 + k, 5], radius: 1 },
    }));
    expect(await refusal({ version: 1, table: TABLE, scenery: trees })).toContain(
      `scenery: has ${LIMITS.scenery + 1} entries, more than the limit of ${LIMITS.scenery}`,
    );
    expect(
      await refusal({ version: 1, table: TABLE, scenery: [piece('p', ring(LIMITS.polygonPoints + 1))] }),
    ).toContain(
      `scenery[0].shape.points: has ${LIMITS.polygonPoints + 1} entries, more than the limit of ${LIMITS.polygonPoints}`,
    );
    // Pieces each within the one-polygon limit, one point over the limit in all.
    const pieces = Math.ceil((LIMITS.sceneryPoints + 1) / LIMITS.polygonPoints);
    const each = Math.ceil((LIMITS.sceneryPoints + 1) / pieces);
    const rings = Array.from({ length: pieces }, (_, k) => piece(`p${k}`, ring(each, 150 + k * 250, 300, 100)));
    expect(await refusal({ version: 1, table: TABLE, scenery: rings })).toContain(
      `scenery: has ${pieces * each} polygon points in all, more than the limit of ${LIMITS.sceneryPoints}`,
    );
  });

  it('refuses numbers past their limits (no Infinity or null downstream)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ table: { width: 1e308, depth: 600 } }, `table.width: is 1e+308, more than the limit of ${LIMITS.tableMm}`],
      [
        { fighters: [fighter('A', 100, 100, { mov: 1e308 })] },
        `fighters[0].mov: is 1e+308, more than the limit of ${LIMITS.movCm}`,
      ],
      [
        { fighters: [fighter('A', -1e9, 100)] },
        `fighters[0].position[0]: is -1000000000, less than the limit of -${LIMITS.coordinateMm}`,
      ],
      [
        { fighters: [fighter('A', 100, 100, { size: 1e6 })] },
        `fighters[0].size: is 1000000, more than the limit of ${LIMITS.size}`,
      ],
      [{ fighters: [fighter('A', 100, 100, { facing: 1e300 })] }, 'fighters[0].facing: is 1e+300, more than the limit'],
      [
        { fighters: [fighter('A', 100, 100, { base: { type: 'round', diameter: 5000 } })] },
        `fighters[0].base.diameter: is 5000, more than the limit of ${LIMITS.baseMm}`,
      ],
      [
        { options: { tolerance: 1e9 } },
        `options.tolerance: is 1000000000, more than the limit of ${LIMITS.toleranceMm}`,
      ],
      [
        { scenery: [{ id: 'c', kind: 'tree', shape: { type: 'circle', center: [0, 0], radius: 1e12 } }] },
        'scenery[0].shape.radius: is 1000000000000, more than the limit',
      ],
    ];
    for (const [patch, message] of cases)
      expect(await refusal({ version: 1, table: TABLE, ...patch })).toContain(message);
  });

  it('refuses strings past their limits', async () => {
    const long = 'x'.repeat(LIMITS.idChars + 1);
    expect(await refusal({ version: 1, table: TABLE, fighters: [fighter(long, 100, 100)] })).toContain(
      `fighters[0].id: has ${LIMITS.idChars + 1} characters, more than the limit of ${LIMITS.idChars}`,
    );
    expect(await refusal({ version: 1, table: TABLE, name: 'n'.repeat(LIMITS.nameChars + 1) })).toContain(
      `name: has ${LIMITS.nameChars + 1} characters`,
    );
  });

  it('refuses deep nesting before parsing it', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(await refusal(deep)).toContain(
      `arrays and objects nested more than ${LIMITS.nestingDepth} deep (at character ${LIMITS.nestingDepth + 1})`,
    );
    // Brackets inside strings are text, not nesting.
    const named = { version: 1, table: TABLE, name: '[[[[[[[[[[[[[[[[[[[[\\"{{{{{{{{{{{{{{{{{{{{' };
    expect(parseSceneText(JSON.stringify(named)).name).toBe(named.name);
  });

  it('refuses a file over the size limit and a file that is not a regular file', async () => {
    const big = sceneFile(' '.repeat(LIMITS.fileBytes + 1));
    expect(await runMire('check', big)).toMatchObject({
      code: 2,
      err: `mire check: ${big}: ${LIMITS.fileBytes + 1} bytes, more than the limit of ${LIMITS.fileBytes} for a scene`,
    });
    expect(await runMire('check', dir)).toMatchObject({
      code: 2,
      err: `mire check: ${dir}: is a directory, not a scene file`,
    });
    const fifo = join(dir, 'fifo.json');
    execFileSync('mkfifo', [fifo]);
    // Without the check this read would wait for a writer forever.
    expect(await runMire('check', fifo)).toMatchObject({ code: 2, err: `mire check: ${fifo}: not a regular file` });
  });
});

describe('polygon simplicity without the quadratic pass', () => {
  // Small integer grids make the degenerate cases common: shared corners, collinear and repeated points.
  const gridPolygon = fc.array(fc.record({ x: fc.integer({ min: 0, max: 4 }), y: fc.integer({ min: 0, max: 4 }) }), {
    minLength: 3,
    maxLength: 9,
  });

  it('decides as the every-pair test does (the oracle)', () => {
    fc.assert(
      fc.property(gridPolygon, (pts) => isSimplePolygon(pts) === quadraticIsSimple(pts)),
      { numRuns: 5000 },
    );
  });

  it('decides as the every-pair test on finer polygons (a 1/64 mm grid: the orientation test is exact there)', () => {
    const coordinate = fc.integer({ min: -640, max: 640 }).map((v) => v / 64);
    const real = fc.array(fc.record({ x: coordinate, y: coordinate }), { minLength: 3, maxLength: 12 });
    fc.assert(
      fc.property(real, (pts) => isSimplePolygon(pts) === quadraticIsSimple(pts)),
      { numRuns: 1000 },
    );
  });

  it('finds one crossing in a polygon at the point limit', () => {
    const pts = ring(LIMITS.polygonPoints).map(([x, y]) => ({ x, y }));
    expect(isSimplePolygon(pts)).toBe(true);
    // Swapping two neighbouring corners crosses their two edges (a bow tie in the outline).
    [pts[400], pts[401]] = [pts[401], pts[400]];
    expect(isSimplePolygon(pts)).toBe(false);
    expect(quadraticIsSimple(pts)).toBe(false);
  });
});

describe('messages and reports are one line of plain text (issue 22)', () => {
  it('escapes control, format and separator characters', () => {
    expect(escapeText('K\nInjected: line')).toBe('K\\nInjected: line');
    expect(escapeText('\u001b[2J')).toBe('\\x1b[2J');
    expect(escapeText('a\u2028b\u202ec\\')).toBe('a\\u{2028}b\\u{202e}c\\\\');
    expect(quote('say "hi"\t')).toBe('"say \\"hi\\"\\t"');
    expect(shown('K-2')).toBe('K-2');
    expect(shown('a b')).toBe('"a b"');
    expect(oneLine('x\ny\u0007')).toBe('x\\ny\\x07');
  });

  it('shows hostile ids escaped in errors and in text reports', async () => {
    const evil = 'K\nInjected: line\u001b[2J';
    const file = sceneFile({
      version: 1,
      table: TABLE,
      fighters: [fighter(evil, 100, 100), fighter('B', 200, 100, { side: 'blue', facing: 180 })],
    });
    const check = await runMire('check', file);
    expect(check.code).toBe(0);
    expect(check.out).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    expect(check.out).toContain('"K\\nInjected: line\\x1b[2J"');
    const los = await runMire('los', file, 'B', evil);
    expect(los.out.split('\n')[0]).toBe('B sees "K\\nInjected: line\\x1b[2J".');
    const missing = await runMire('los', file, 'B', 'no\none');
    expect(missing).toMatchObject({ code: 2, err: `mire los: ${file}: no fighter with id "no\\none"` });
    // JSON escapes what a terminal could act on and still reads back as the same id.
    const bidi = 'x\u009b\u202e\u2028';
    const jsonFile = sceneFile({
      version: 1,
      table: TABLE,
      fighters: [fighter(bidi, 100, 100), fighter('B', 200, 100)],
    });
    const json = await runMire('check', jsonFile, '--json');
    expect(json.out).not.toMatch(/[\u0080-\u009f\u2028\u202e]/);
    expect(JSON.parse(json.out).pairs[0].from).toBe(bidi);
    const dup = await refusal({
      version: 1,
      table: TABLE,
      fighters: [fighter(evil, 100, 100), fighter(evil, 200, 100)],
    });
    expect(dup).toContain('duplicate id "K\\nInjected: line\\x1b[2J"');
    expect(await refusal(`{"version":1,"table":{"width":1200,"depth":600},"a\\u001bb\\n":1}`)).toContain(
      'unknown field "a\\x1bb\\n"',
    );
  });

  it('keeps keys from the file off every prototype', async () => {
    expect(await refusal(`{"__proto__":{"x":1},"version":1,"table":{"width":1200,"depth":600}}`)).toContain(
      'unknown field "__proto__"',
    );
    expect(await refusal(`{"version":1,"table":{"width":1200,"depth":600,"constructor":1}}`)).toContain(
      'table: unknown field "constructor"',
    );
    // A fighter named __proto__ is counted like any other.
    const file = sceneFile({
      version: 1,
      table: TABLE,
      fighters: [fighter('__proto__', 100, 100), fighter('B', 120, 100, { side: 'blue' })],
    });
    const r = await runMire('check', file, '--json');
    const counts = JSON.parse(r.out).contactCounts;
    expect(Object.keys(counts).sort()).toEqual(['B', '__proto__']);
    expect(counts.__proto__.enemies).toBe(1);
    // The app's contact report too.
    const app = contacts(
      parseSceneText(
        JSON.stringify({
          version: 1,
          table: TABLE,
          fighters: [fighter('__proto__', 100, 100), fighter('B', 120, 100, { side: 'blue' })],
        }),
      ),
    );
    expect(Object.keys(app.counts).sort()).toEqual(['B', '__proto__']);
    expect(app.counts.__proto__.enemies).toBe(1);
    for (const name of ['constructor', 'toString', '__proto__']) {
      const p = await runMire('setup', '--propose', '4', '--table', name, '--seed', '1');
      expect(p.code, name).toBe(2);
      expect(p.err).toContain(`--table: expected WxD in mm`);
    }
  });

  it('refuses an empty coordinate and a bare command line on stderr', async () => {
    const example = join(__dirname, '..', 'assets', 'scenarios', 'example-v1.json');
    expect(await runMire('path', example, 'A', '--to', ',')).toMatchObject({
      code: 2,
      err: 'mire path: --to: expected "x,y" in mm, got ","',
    });
    expect(await runMire('path', example, 'A', '--to', '1e308,0')).toMatchObject({ code: 2 });
    expect(await runMire('scatter', example, '--at', '600,300', '--area', '1e308')).toMatchObject({ code: 2 });
    expect(await runMire('setup', '--propose', '4', '--table', '99999x600')).toMatchObject({
      code: 2,
      err: `mire setup: --table: width and depth must be at most ${LIMITS.tableMm} mm (the scene limit), got "99999x600"`,
    });
    const bare = await runMire();
    expect(bare.code).toBe(2);
    expect(bare.out).toBe('');
    expect(bare.err.split('\n')).toHaveLength(1);
    expect(await runMire('__proto__')).toMatchObject({
      code: 2,
      err: 'mire: unknown command "__proto__" (mire --help for usage)',
    });
  });
});

describe('control on a table too small for a deployment zone', () => {
  it('counts nobody in an empty zone instead of failing', () => {
    // Past the limits on purpose (the engine's own guard): a zone with no corners.
    const scene = loadScenario('control-conquest');
    const wide = { ...scene, table: { width: 1e20, depth: scene.table.depth } };
    for (const name of ['low', 'centre', 'high']) {
      const zone = zoneByName(wide, name)!;
      expect(() => controlOfZone(wide, zone)).not.toThrow();
    }
  });
});
