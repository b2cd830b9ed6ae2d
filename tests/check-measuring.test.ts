// R-9.3 (Confédé IV-B-2) measuring only after declaring: `mire check` declares nothing, so under
// the scene option `measuring: "after-declaring"` its table and its JSON show no distance, and say so.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fighter, makeScene, round } from './support/build';
import { runMire } from './support/cli';

// A and Z (Ø30) 100 mm apart centre to centre: 70 mm (7.0 cm) edge to edge when measured.
const sceneFile = (measuring: 'free' | 'after-declaring') => {
  const file = join(mkdtempSync(join(tmpdir(), 'mire-check-m-')), `${measuring}.json`);
  const scene = makeScene({
    fighters: [fighter('A', round(30), [200, 300], 0), fighter('Z', round(30), [300, 300], 180, { side: 'blue' })],
    options: { measuring },
  });
  writeFileSync(file, JSON.stringify(scene));
  return file;
};

describe('R-9.3 mire check after declaring', () => {
  it('free: the 7.0 (cm) is shown, nothing said of measuring', async () => {
    const r = await runMire('check', sceneFile('free'));
    expect(r.out).toMatch(/^A\s+Z\s+7\.0\s/m);
    expect(r.out).not.toContain('R-9.3');
    const o = JSON.parse((await runMire('check', sceneFile('free'), '--json')).out);
    expect(o.pairs[0].distanceMm).toBe(70);
    expect(o.measuring).toBeUndefined();
  });

  it('after declaring, in words: no distance in any row, and one line says why (EN and FR)', async () => {
    const file = sceneFile('after-declaring');
    const en = (await runMire('check', file)).out;
    expect(en).toMatch(/^A\s+Z\s+-\s/m);
    expect(en).not.toContain('7.0');
    expect(en.split('\n').filter((l) => l.includes('R-9.3'))).toEqual([
      'Measuring only after declaring (R-9.3, IV-B-2): no distance is shown until an action is declared (mire path, shoot, area).',
    ]);
    const fr = (await runMire('check', file, '--lang', 'fr')).out;
    expect(fr).toMatch(/^A\s+Z\s+-\s/m);
    expect(fr).not.toContain('7,0');
    expect(fr).toContain('Mesure seulement après déclaration (R-9.3, IV-B-2)');
  });

  it('after declaring, --json: both distances null, and "measuring" names the option', async () => {
    const o = JSON.parse((await runMire('check', sceneFile('after-declaring'), '--json')).out);
    expect(o.pairs).toHaveLength(2);
    for (const p of o.pairs) {
      expect(p.distanceMm).toBeNull();
      expect(p.sightDistanceMm).toBeNull();
    }
    expect(o.measuring).toBe('after-declaring');
    // The rest of the answer is the same: the verdicts do not depend on the option.
    const free = JSON.parse((await runMire('check', sceneFile('free'), '--json')).out);
    expect(o.pairs.map((p: { los: string }) => p.los)).toEqual(free.pairs.map((p: { los: string }) => p.los));
  });
});
