// The `mire` adjudicator's contract: JSON shape, exit codes, one-line errors (issue: geometry core).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const MIRE = join(__dirname, '..', 'bin', 'mire.js');
const EXAMPLE = join(__dirname, '..', 'assets', 'scenarios', 'example-v1.json');

function mire(...args: string[]) {
  const r = spawnSync(process.execPath, [MIRE, ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const tempDirs: string[] = [];
afterAll(() => {
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
});

function sceneFile(content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mire-'));
  tempDirs.push(dir);
  const file = join(dir, 'scene.json');
  writeFileSync(file, content);
  return file;
}

describe('mire check', () => {
  it('prints one JSON object with pairs, melees and contact counts', () => {
    const out = execFileSync(process.execPath, [MIRE, 'check', EXAMPLE, '--json'], { encoding: 'utf8' });
    const result = JSON.parse(out);
    expect(result.pairs).toHaveLength(6);
    expect(Object.keys(result.contactCounts).sort()).toEqual(['A', 'K', 'S']);
    const ak = result.pairs.find((p: { from: string; to: string }) => p.from === 'A' && p.to === 'K');
    expect(Object.keys(ak).sort()).toEqual(
      [
        'from',
        'to',
        'distanceMm',
        'sightDistanceMm',
        'touching',
        'contact',
        'sightTouches',
        'inView',
        'obstruction',
        'los',
        'visibleFraction',
        'blockers',
      ].sort(),
    );
    // A (round Ø30 at 100,100) to K (rect 25 wide, 50 deep at 300,150 facing 180): K spans
    // x 275..325, y 137.5..162.5, so its nearest point to A's centre is the corner (275, 137.5).
    expect(ak.distanceMm).toBeCloseTo(Math.hypot(175, 37.5) - 15, 9);
  });

  it('--from / --to keep one row or column of pairs (big tables)', () => {
    const out = execFileSync(process.execPath, [MIRE, 'check', EXAMPLE, '--json', '--from', 'A'], { encoding: 'utf8' });
    const result = JSON.parse(out);
    expect(result.pairs.map((p: { from: string; to: string }) => `${p.from}>${p.to}`)).toEqual(['A>K', 'A>S']);
    const r = mire('check', EXAMPLE, '--to', 'nobody');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('mire check: --to: no fighter with id "nobody"');
  });

  it('exits 2 with one line naming the file, the field and the problem', () => {
    const bad = sceneFile(JSON.stringify({ version: 1, table: { width: 1200, depth: 600 }, fighters: [{ id: 'A' }] }));
    const r = mire('check', bad);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`${bad}: fighters[0].side: is required`);
  });

  it('rejects malformed JSON, unknown fields, duplicate ids, off-table and overlapping bases', () => {
    const base = { version: 1, table: { width: 1200, depth: 600 } };
    const f = (id: string, x: number, y: number) => ({
      id,
      side: 'red',
      size: 2,
      mov: 10,
      base: { type: 'round', diameter: 30 },
      position: [x, y],
    });
    const cases: [string, string][] = [
      ['{ "version": 1, ', 'malformed JSON'],
      [
        JSON.stringify({ ...base, fighters: [{ ...f('A', 100, 100), colour: 'red' }] }),
        'fighters[0]: unknown field "colour"',
      ],
      [JSON.stringify({ ...base, fighters: [f('A', 100, 100), f('A', 300, 100)] }), 'fighters[1].id: duplicate id "A"'],
      [JSON.stringify({ ...base, fighters: [f('A', 5, 100)] }), 'fighters[0].position: base of "A" lies off'],
      [
        JSON.stringify({ ...base, fighters: [f('A', 100, 100), f('B', 120, 100)] }),
        'bases of "A" and "B" overlap by 10.00 mm',
      ],
      [
        JSON.stringify({ ...base, fighters: [{ ...f('A', 100, 100), base: { type: 'round', diameter: -3 } }] }),
        'fighters[0].base.diameter: must be greater than 0',
      ],
    ];
    for (const [text, message] of cases) {
      const r = mire('check', sceneFile(text));
      expect(r.code, text).toBe(2);
      expect(r.stderr, text).toContain(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    }
  });

  it('explains a verdict in words citing the rules', () => {
    const r = mire('los', EXAMPLE, 'A', 'S');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('A sees S');
    expect(r.stdout).toContain('R-4.1');
    expect(r.stdout).toContain('R-5.4');
  });

  it('rejects an unknown fighter id', () => {
    const r = mire('los', EXAMPLE, 'A', 'nobody');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(`mire los: ${EXAMPLE}: no fighter with id "nobody"`);
  });
});
