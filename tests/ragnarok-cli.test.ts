// mire unit-shot and mire flee: --json, --lang en|fr, one-line errors.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main';

const dir = mkdtempSync(join(tmpdir(), 'mire-rag-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const f = (id: string, unit: string, side: string, x: number, y: number, leader = false) => ({
  id,
  unit,
  side,
  leader,
  size: 2,
  mov: 10,
  base: { type: 'round', diameter: 30 },
  position: [x, y],
});

// The units of tests/ragnarok-units.test.ts: leaders 25 cm apart edge to edge (range 2), a rock
// between them (+2 interference, R-9.6).
function sceneFile(ruleset = 'ragnarok'): string {
  const file = join(dir, `${ruleset}.json`);
  const scene = {
    version: 1,
    ruleset,
    table: { width: 1200, depth: 600 },
    fighters: [
      f('L1', 'U1', 'red', 200, 300, true),
      f('M1', 'U1', 'red', 200, 340),
      f('L2', 'U2', 'blue', 480, 300, true),
      f('M2', 'U2', 'blue', 480, 260),
    ],
    scenery: [{ id: 'rock', kind: 'rocks', shape: { type: 'circle', center: [340, 330], radius: 10 } }],
  };
  writeFileSync(file, JSON.stringify(scene));
  return file;
}

async function mire(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('mire unit-shot', () => {
  it('--json gives range 2, the rock as interference, difficulty 4, losses in order', async () => {
    const r = await mire('unit-shot', sceneFile(), 'U1', 'U2', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ legal: true, distanceMm: 250, range: 2, interference: ['rock'], difficulty: 4 });
    expect(j.losses.map((l: { fighter: string }) => l.fighter)).toEqual(['L2', 'M2']);
    expect(j.line).toBe(
      '25.0 cm leader to leader: range 2 (R-2.1, R-2.2) + 2 interference (rock): difficulty 4 (R-9.6)',
    );
  });

  it('in French: "interférence", a decimal comma', async () => {
    const r = await mire('unit-shot', sceneFile(), 'U1', 'U2', '--lang', 'fr');
    expect(r.out.split('\n')[0]).toBe(
      'U1 → U2 : tir possible ; 25,0 cm de meneur à meneur : portée 2 (R-2.1, R-2.2) + 2 d’interférence (rock) : difficulté 4 (R-9.6).',
    );
    expect(r.out).not.toMatch(/partiel/);
  });

  it('bad input: one line naming the problem', async () => {
    const r = await mire('unit-shot', sceneFile(), 'U1', 'U9');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^mire unit-shot: .*no unit "U9"$/);
    const c = await mire('unit-shot', sceneFile('confede'), 'U1', 'U2');
    expect(c.code).toBe(2);
    expect(c.err).toContain('ruleset');
  });
});

describe('mire flee', () => {
  it('U1 at x 200 runs 20 cm to the left edge, 18.5 cm away: eliminated', async () => {
    const r = await mire('flee', sceneFile(), 'U1', '--json');
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ edge: 'left', distanceMm: 200, edgeDistanceMm: 185 });
    expect(j.eliminated.code).toBe('leaves-table');
    const fr = await mire('flee', sceneFile(), 'U1', '--lang', 'fr');
    expect(fr.out.split('\n')[0]).toBe(
      'Unité U1 ÉLIMINÉE : 2 × MOU 10 = 20,0 cm vers le bord gauche (x 0), à 18,5 cm (R-6.18).',
    );
  });
});

describe('mire flee round a rock (R-6.18, tests/ragnarok-flee.test.ts)', () => {
  // P (MOV 7) at (600, 450), the rock x 590..650, y 500..530 in its way: its route to the far edge
  // is 141.174 mm, so its 140 mm flight stays on the table, 83.826 mm up x 575 past the corner.
  function rockFile(): string {
    const file = join(dir, 'flee-rock.json');
    const p = { ...f('P', 'U', 'red', 600, 450, true), mov: 7 };
    const rock = {
      id: 'rock',
      kind: 'rocks',
      shape: {
        type: 'polygon',
        points: [
          [590, 500],
          [650, 500],
          [650, 530],
          [590, 530],
        ],
      },
    };
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        ruleset: 'ragnarok',
        table: { width: 1200, depth: 600 },
        fighters: [p],
        scenery: [rock],
      }),
    );
    return file;
  }

  it('--json: the route, its length and what it skirts; the words in English and French', async () => {
    const r = await mire('flee', rockFile(), 'U', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.eliminated).toBeNull();
    expect(j.moves[0]).toMatchObject({
      fighter: 'P',
      lengthMm: 140,
      skirts: ['rock'],
      walledIn: false,
      to: { x: 575, y: 583.826 },
    });
    expect(j.moves[0].route[0]).toEqual({ x: 600, y: 450 });
    const en = await mire('flee', rockFile(), 'U');
    expect(en.out).toContain('P skirts rock, travelling 14.0 cm (R-6.18: terrain and friendly units are skirted).');
    const fr = await mire('flee', rockFile(), 'U', '--lang', 'fr');
    expect(fr.out.split('\n')[0]).toBe(
      'Unité U fuit et survit : 2 × MOU 7 = 14,0 cm vers le bord éloigné (y = profondeur), à 13,5 cm (R-6.18).',
    );
    expect(fr.out).toContain(
      'P contourne rock et parcourt 14,0 cm (R-6.18 : le décor et les unités amies sont contournés).',
    );
  });
});
