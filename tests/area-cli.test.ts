// an area without dispersion (Confédé II-C-1, II-C-2: a familiar's 3 cm, a musician's 30 cm),
// levels as in: `mire area`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fighter, makeScene, round, square } from './support/build';
import { runMire } from './support/cli';

// M (Ø30) at (200, 300), its edge at x = 215 towards B. B (square 25) at (255, 300): its near
// side at x = 242.5, 27.5 mm from M's edge. C (Ø30) at (200, 360): 60 − 30 = 30 mm, exactly 3 cm
// (closed, as ). F (Ø30, flying) at (200, 240): on level 1, outside M's level (II-F-2).
const file = join(mkdtempSync(join(tmpdir(), 'mire-area-')), 'area.json');
writeFileSync(
  file,
  JSON.stringify(
    makeScene({
      fighters: [
        fighter('M', round(30), [200, 300], 0),
        fighter('B', square(25), [255, 300], 180, { side: 'blue' }),
        fighter('C', round(30), [200, 360], 180, { side: 'blue' }),
        fighter('F', round(30), [200, 240], 180, { side: 'blue', level: 1 }),
      ],
    }),
  ),
);

describe('mire area (R-7.5)', () => {
  it('a familiar’s 3 cm around M’s base: M, B at 27.5 mm, C at 30 mm; F flies above', async () => {
    const r = await runMire('area', file, '--around', 'M', '--radius-cm', '3', '--json');
    expect(r.code).toBe(0);
    const o = JSON.parse(r.out);
    expect(o.rule).toBe('R-7.5');
    expect(o.hits.map((h: { id: string; distanceMm: number }) => [h.id, h.distanceMm])).toEqual([
      ['M', 0],
      ['B', 27.5],
      ['C', 30],
    ]);
  });

  it('around a point, every level when none is given; --level 1 keeps F alone', async () => {
    // (200, 270): M's centre 30 mm away, its edge 15 mm; F's edge 15 mm (closed: both in 1.5 cm).
    const all = JSON.parse((await runMire('area', file, '--at', '200,270', '--radius-cm', '1.5', '--json')).out);
    expect(all.hits.map((h: { id: string }) => h.id).sort()).toEqual(['F', 'M']);
    const flying = JSON.parse(
      (await runMire('area', file, '--at', '200,270', '--radius-cm', '1.5', '--level', '1', '--json')).out,
    );
    expect(flying.hits.map((h: { id: string }) => h.id)).toEqual(['F']);
  });

  it('in words, English and French: partial hits with their nearest edge', async () => {
    const en = await runMire('area', file, '--around', 'M', '--radius-cm', '3');
    expect(en.out).toBe(
      "Area of 3.0 cm around the edge of M's base, without dispersion (R-7.5, R-7.2, II-C-1): covers M (at the centre), B (partly: nearest edge at 2.8 cm), C (partly: nearest edge at 3.0 cm).",
    );
    const fr = await runMire('area', file, '--around', 'M', '--radius-cm', '3', '--lang', 'fr');
    expect(fr.out).toBe(
      'Zone de 3,0 cm autour du bord du socle de M, sans dispersion (R-7.5, R-7.2, II-C-1) : couvre M (au centre), B (en partie : bord le plus proche à 2,8 cm), C (en partie : bord le plus proche à 3,0 cm).',
    );
  });

  it('bad input: one line naming the field, exit 2', async () => {
    const both = await runMire('area', file, '--radius-cm', '3');
    expect(both.err).toBe('mire area: give exactly one of --at x,y or --around <id>');
    const radius = await runMire('area', file, '--at', '1,1', '--radius-cm', 'far');
    expect(radius.code).toBe(2);
    expect(radius.err).toMatch(/^mire area: --radius-cm: expected a radius in cm, 0 to \d+, got "far"$/);
  });
});
