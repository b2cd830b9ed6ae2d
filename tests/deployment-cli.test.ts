// mire deploy: the zones and each fighter's legality, in words and as JSON.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMire } from './support/cli';
import { SCENARIOS } from './support/scenes';

describe('mire deploy', () => {
  const file = join(SCENARIOS, 'deploy-line-of-battle.json');

  it('prints the zones and a verdict per fighter', async () => {
    const r = await runMire('deploy', file);
    expect(r.code).toBe(0);
    expect(r.out).toContain('median line x = 60.0 cm (R-8.2)');
    expect(r.out).toContain('low (red): x 10.0 to 45.0 cm');
    expect(r.out).toContain('R-at-15cm (red): legal');
    expect(r.out).toContain('R-straddles (red): ILLEGAL, reaches 2.0 cm out of its zone (low)');
    expect(r.out).toContain('3 of 7 fighters not deployed legally (R-8.2).');
  });

  it('--json gives the zones, the sides and the facts per fighter', async () => {
    const j = JSON.parse((await runMire('deploy', file, '--json')).out);
    expect(j.rule).toBe('R-8.2');
    expect(j.sides).toEqual({ low: 'red', high: 'blue' });
    expect(j.zones.low.points).toEqual([
      { x: 100, y: 0 },
      { x: 450, y: 0 },
      { x: 450, y: 600 },
      { x: 100, y: 600 },
    ]);
    expect(j.fighters.filter((f: { legal: boolean }) => !f.legal).map((f: { id: string }) => f.id)).toEqual([
      'R-straddles',
      'R-behind',
      'B-turned',
    ]);
  });

  it('a scene without sides: zones per fighter, no verdict', async () => {
    const r = await runMire('deploy', join(SCENARIOS, 'scatter-artillery.json'));
    expect(r.code).toBe(0);
    expect(r.out).toContain('no "deployment" sides');
    expect(r.out).toContain('T1 (blue): centre');
  });

  it('bad input: exit 2, one line', async () => {
    const r = await runMire('deploy');
    expect(r.code).toBe(2);
    expect(r.err).toBe('mire deploy: usage: mire deploy <scene.json> [--json] [--lang en|fr]');
    const u = await runMire('deploy', file, '--zone', 'x');
    expect(u.code).toBe(2);
    expect(u.err).toBe('mire deploy: unknown option --zone');
  });
});
