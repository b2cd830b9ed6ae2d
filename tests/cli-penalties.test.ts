// `mire penalties` (R-6.7, Confédé V-B-3 "Pénalités de charge"): the book's examples A to I, each
// activation ("tour de parole") asked on its own, as the command takes the charges of one.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main';

const SCENE = join(__dirname, '..', 'assets', 'scenarios', 'vb3-charge-penalties.json');

async function mire(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['penalties', ...args], { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

type Group = {
  chargers: string[];
  targets: string[];
  chargersPower: number;
  chargedPower: number;
  penalised: string[];
};

async function groups(...charges: string[]): Promise<Group[]> {
  const r = await mire(SCENE, ...charges, '--json');
  expect(r.code).toBe(0);
  return (JSON.parse(r.out) as { groups: Group[] }).groups;
}

describe('R-6.7 mire penalties reproduces V-B-3 examples A to I', () => {
  it('A (1) on Z (1) penalises Z; B (1) on Y (2) does not: two groups of one activation', async () => {
    expect(await groups('A:Z', 'B:Y')).toMatchObject([
      { chargers: ['A'], targets: ['Z'], chargersPower: 1, chargedPower: 1, penalised: ['Z'] },
      { chargers: ['B'], targets: ['Y'], chargersPower: 1, chargedPower: 2, penalised: [] },
    ]);
  });

  it('C, D and E (1 each) charge X (2) at different activations: no penalty at any of them', async () => {
    for (const c of ['C', 'D', 'E'])
      expect(await groups(`${c}:X`)).toMatchObject([{ chargersPower: 1, chargedPower: 2, penalised: [] }]);
  });

  it('F and G (1 each) charge W (2) in the same activation: W is penalised', async () => {
    expect(await groups('F:W', 'G:W')).toMatchObject([
      { chargers: ['F', 'G'], targets: ['W'], chargersPower: 2, chargedPower: 2, penalised: ['W'] },
    ]);
  });

  it('H (1) charging V and U (1 each) penalises neither; I (2) charging T and S (1 each) penalises both', async () => {
    expect(await groups('H:V,U')).toMatchObject([{ chargersPower: 1, chargedPower: 2, penalised: [] }]);
    expect(await groups('I:T,S')).toMatchObject([{ chargersPower: 2, chargedPower: 2, penalised: ['T', 'S'] }]);
  });

  it('says it in English and French, citing R-6.7', async () => {
    const en = await mire(SCENE, 'F:W', 'G:W');
    expect(en.out).toContain('F, G (total power 2) charging W (total power 2)');
    expect(en.out).toContain('-1 INI, ATT, DEF and AIM until the end of the turn (R-6.7, V-B-3)');
    const fr = await mire(SCENE, 'H:V,U', '--lang', 'fr');
    expect(fr.out).toContain('Pénalités de charge d’un tour de parole (R-6.7) :');
    expect(fr.out).toContain('pas de pénalité de charge (R-6.7, V-B-3)');
  });

  it('refuses a charge without targets, an unknown fighter and a friend', async () => {
    expect((await mire(SCENE, 'A:')).code).toBe(2);
    expect((await mire(SCENE, 'A:nobody')).err).toContain('no fighter with id "nobody"');
    expect((await mire(SCENE, 'A:B')).err).toContain('same side');
    expect((await mire(SCENE)).code).toBe(2);
  });
});
