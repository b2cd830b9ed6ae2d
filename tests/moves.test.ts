// The one move judge (geometry/moves/judge.ts): the book's examples of V-B-3 and VII-C-6 as scenes
// (assets/scenarios), and hand-worked refusals of .., each citing its rule.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main';
import { chargePenalties, freeRuns, judgeMove, mayTurn } from '../geometry/moves';
import { World } from '../geometry/world';
import { fighter, box, makeWorld, round, square } from './support/build';
import { loadScenario, scenarioWorld } from './support/scenes';

describe('R-6.9 who may move how (Confédé V-B, V-C, V-D)', () => {
  // A (MOV 10) touches E; T stands free 10 cm below.
  const table = () =>
    makeWorld({
      fighters: [
        fighter('A', round(30), [100, 300], 0, { mov: 10 }),
        fighter('E', round(30), [130, 300], 180, { side: 'blue' }),
        fighter('T', round(30), [100, 400], 90, { side: 'blue' }),
      ],
    });

  it('in contact, a walk is refused unless A disengages, and names the enemy', () => {
    const w = table();
    const walk = judgeMove(w, { mover: 'A', goal: { point: { x: 60, y: 250 } }, action: 'walk' });
    expect(walk.legal).toBe(false);
    expect(walk.problems).toEqual([
      { code: 'not-free', rule: 'R-6.9', action: 'walk', enemies: ['E'], mayDisengage: true },
    ]);
    const away = judgeMove(w, { mover: 'A', goal: { point: { x: 60, y: 250 } }, action: 'walk', disengaged: true });
    expect(away.legal).toBe(true);
    expect(away.potentialMm).toBe(100);
    expect(away.notes).toContainEqual({ code: 'disengaged', rule: 'R-6.9', enemies: ['E'] });
  });

  it('no disengagement for a fighter attacked this activation phase (V-C)', () => {
    const j = judgeMove(table(), {
      mover: 'A',
      goal: { point: { x: 60, y: 250 } },
      action: 'walk',
      disengaged: true,
      attacked: true,
    });
    expect(j.problems).toEqual([{ code: 'no-disengagement', rule: 'R-6.9', why: 'attacked', enemies: ['E'] }]);
  });

  it('run, charge and move under cover need the fighter free, disengaging or not', () => {
    const w = table();
    for (const action of ['run', 'cover'] as const) {
      const j = judgeMove(w, { mover: 'A', goal: { point: { x: 60, y: 250 } }, action, disengaged: true });
      expect(j.problems, action).toContainEqual({
        code: 'not-free',
        rule: 'R-6.9',
        action,
        enemies: ['E'],
        mayDisengage: false,
      });
    }
    const charge = judgeMove(w, { mover: 'A', goal: { target: 'T' }, action: 'charge' });
    expect(charge.problems).toContainEqual({
      code: 'not-free',
      rule: 'R-6.9',
      action: 'charge',
      enemies: ['E'],
      mayDisengage: false,
    });
  });

  it('engage after a disengagement: MOV × 1 = 10 cm, enough for T’s edge 8.6 cm from A’s sight', () => {
    const w = table();
    expect(judgeMove(w, { mover: 'A', goal: { target: 'T' }, action: 'engage' }).problems).toContainEqual(
      expect.objectContaining({ code: 'not-free', mayDisengage: true }),
    );
    const j = judgeMove(w, { mover: 'A', goal: { target: 'T' }, action: 'engage', disengaged: true });
    expect(j.potentialMm).toBe(100);
    expect(j.legal).toBe(true);
    expect(j.assaulted).toBe('T');
  });

  it('at its maximum of enemies in contact, a fighter may not disengage (V-C, R-3.5)', () => {
    // S is small (size 1): three enemies in contact is its maximum.
    const w = makeWorld({
      fighters: [
        fighter('S', round(30), [400, 300], 0, { size: 1, mov: 10 }),
        fighter('K1', round(30), [370, 300], 0, { side: 'blue' }),
        fighter('K2', round(30), [400, 270], 90, { side: 'blue' }),
        fighter('K3', round(30), [400, 330], 270, { side: 'blue' }),
      ],
    });
    const j = judgeMove(w, { mover: 'S', goal: { point: { x: 480, y: 300 } }, action: 'walk', disengaged: true });
    expect(j.problems).toEqual([
      { code: 'no-disengagement', rule: 'R-6.9', why: 'at-maximum', enemies: ['K1', 'K2', 'K3'] },
    ]);
  });
});

describe('R-6.11 the maximum in contact (Confédé II-E-3)', () => {
  it('R charging S, small, already held by K1, K2, K3, is refused naming them; a normal-sized S takes a fourth', () => {
    const w = scenarioWorld('ii-e-3-maximum');
    const j = judgeMove(w, { mover: 'R', goal: { target: 'S' }, action: 'charge' });
    expect(j.legal).toBe(false);
    expect(j.problems).toEqual([
      { code: 'too-many-in-contact', rule: 'R-6.11', target: 'S', max: 3, already: ['K1', 'K2', 'K3'] },
    ]);
    const scene = loadScenario('ii-e-3-maximum');
    const normal = new World({ ...scene, fighters: scene.fighters.map((f) => (f.id === 'S' ? { ...f, size: 2 } : f)) });
    const k = judgeMove(normal, { mover: 'R', goal: { target: 'S' }, action: 'charge' });
    expect(k.legal).toBe(true);
    // The engagement too (R-6.11 names charges and engagements).
    expect(judgeMove(w, { mover: 'R', goal: { target: 'S' }, action: 'engage' }).problems.map((p) => p.code)).toEqual([
      'too-many-in-contact',
    ]);
  });
});

describe('R-6.6 placement over every point of every free edge', () => {
  it('A9 charges T, ringed by its friends but for 4 mm of its left side between the quarter points: placed there', () => {
    const w = scenarioWorld('r-6-6-one-free-spot');
    // T's left side is x = 387.5, y 287.5..312.5; B2 (y 276.5) and B1 (y 329.5) leave the sight
    // free from y = 276.5 + 25 − τ = 301 to y = 329.5 − 25 + τ = 305 (R-0.3: overlaps up to τ).
    const runs = freeRuns(w, { mover: 'A9', target: 'T' });
    expect(runs).toHaveLength(1);
    const ends = [runs[0].edge.at(runs[0].lo).sight, runs[0].edge.at(runs[0].hi).sight]
      .map((p) => p.y)
      .sort((a, b) => a - b);
    expect(ends[0]).toBeCloseTo(301, 9);
    expect(ends[1]).toBeCloseTo(305, 9);
    const j = judgeMove(w, { mover: 'A9', goal: { target: 'T' }, action: 'charge' });
    expect(j.legal).toBe(true);
    expect(j.end.x).toBeCloseTo(387.5, 9);
    // The nearest end of the run for A9, coming from above (y 340): y = 305.
    expect(j.end.y).toBeCloseTo(305, 6);
    expect(j.endFacing).toBeCloseTo(0, 9);
  });
});

describe('Confédé V-B-3 charging several enemies and turning them', () => {
  it('A charges Y and Z side by side: its front touches half a side of each (R-3.2), so both are its targets', () => {
    const w = scenarioWorld('vb3-several-targets');
    const j = judgeMove(w, { mover: 'A', goal: { target: 'Y', also: ['Z'] }, action: 'charge' });
    expect(j.legal).toBe(true);
    expect(j.enemiesInContact).toEqual(['Y', 'Z']);
    expect(j.end).toEqual({ x: 400, y: 300 });
    // Its free edge positions touching both: the sight within τ of the corner Y and Z share, on
    // either outer side (y 299.5 .. 300 on Y's sides; Z's own sides give the other half).
    for (const r of freeRuns(w, { mover: 'A', target: 'Y', also: ['Z'] })) {
      for (const u of [r.lo, r.hi]) expect(Math.abs(r.edge.at(u).sight.y - 300)).toBeLessThanOrEqual(0.5 + 1e-9);
    }
  });

  it('A (power 2) may turn Y, Z or both (power 1 each); A2 (power 2) only B of B (1) and C (3)', () => {
    const w = scenarioWorld('vb3-several-targets');
    expect(mayTurn(w, 'A', ['Y', 'Z'])).toEqual(['Y', 'Z']);
    expect(mayTurn(w, 'A2', ['B', 'C'])).toEqual(['B']);
    const j = judgeMove(w, { mover: 'A', goal: { target: 'Y', also: ['Z'] }, action: 'charge' });
    expect(j.notes).toContainEqual({ code: 'may-turn', rule: 'R-6.11', targets: ['Y', 'Z'] });
  });

  it('R-6.11 the charger’s base decides, not the target’s: a round charger turns no square target, a square charger turns a round one', () => {
    type Base = ReturnType<typeof round> | ReturnType<typeof square>;
    const charge = (mine: Base, theirs: Base) => {
      const w = makeWorld({
        fighters: [fighter('A', mine, [100, 300], 0), fighter('Z', theirs, [200, 300], 180, { side: 'blue' })],
      });
      return judgeMove(w, { mover: 'A', goal: { target: 'Z' }, action: 'charge' });
    };
    const roundOnSquare = charge(round(30), square(25));
    expect(roundOnSquare.legal).toBe(true);
    expect(roundOnSquare.notes.map((n) => n.code)).not.toContain('may-turn');
    const squareOnRound = charge(square(25), round(30));
    expect(squareOnRound.legal).toBe(true);
    expect(squareOnRound.notes).toContainEqual({ code: 'may-turn', rule: 'R-6.11', targets: ['Z'] });
  });
});

describe('Confédé V-B-3 charge penalties, counted per activation (R-6.7)', () => {
  it('the book’s examples A..I', () => {
    const w = scenarioWorld('vb3-charge-penalties');
    const verdict = chargePenalties(w, [
      { charger: 'A', target: 'Z', activation: 1 },
      { charger: 'B', target: 'Y', activation: 1 },
      // C, D and E charge X at different activations.
      { charger: 'C', target: 'X', activation: 2 },
      { charger: 'D', target: 'X', activation: 3 },
      { charger: 'E', target: 'X', activation: 4 },
      // F and G charge W in the same activation.
      { charger: 'F', target: 'W', activation: 5 },
      { charger: 'G', target: 'W', activation: 5 },
      { charger: 'H', target: 'V', activation: 6 },
      { charger: 'H', target: 'U', activation: 6 },
      { charger: 'I', target: 'T', activation: 7 },
      { charger: 'I', target: 'S', activation: 7 },
    ]);
    const penalised = (id: string) => verdict.filter((v) => v.target === id).some((v) => v.penalised);
    expect(['Z', 'Y', 'X', 'W', 'V', 'U', 'T', 'S'].map((id) => [id, penalised(id)])).toEqual([
      ['Z', true],
      ['Y', false],
      ['X', false],
      ['W', true],
      ['V', false],
      ['U', false],
      ['T', true],
      ['S', true],
    ]);
    // H (1) against V + U (2); I (2) against T + S (2).
    expect(verdict.find((v) => v.target === 'V')).toMatchObject({ chargersPower: 1, chargedPower: 2 });
    expect(verdict.find((v) => v.target === 'T')).toMatchObject({ chargersPower: 2, chargedPower: 2 });
  });
});

describe('Confédé VII-C-6 pursuit (R-6.10)', () => {
  const w = () => scenarioWorld('vii-c-6-pursuit');

  it('B, Y killed, moves MOV/2 = 5 cm in the direction of its choice: a point is a goal', () => {
    const j = judgeMove(w(), { mover: 'B', goal: { point: { x: 380, y: 230 } }, action: 'pursuit' });
    expect(j.potentialMm).toBe(50);
    expect(j.legal).toBe(true);
    expect(j.problems).toEqual([]);
  });

  it('B engages Z, in combat with A (and, on the right, A also touching X): legal, never a charge', () => {
    const j = judgeMove(w(), { mover: 'B', goal: { target: 'Z' }, action: 'pursuit' });
    expect(j.legal).toBe(true);
    expect(j.assaulted).toBe('Z');
  });

  it('MOV 15: the pursuit is 8 cm, rounded up to the cm', () => {
    const scene = loadScenario('vii-c-6-pursuit');
    const fast = new World({ ...scene, fighters: scene.fighters.map((f) => (f.id === 'B' ? { ...f, mov: 15 } : f)) });
    expect(judgeMove(fast, { mover: 'B', goal: { point: { x: 380, y: 230 } }, action: 'pursuit' }).potentialMm).toBe(
      80,
    );
  });

  it('P, in contact with Q from another combat, pursues without disengaging and engages R (b); a walk would need a disengagement', () => {
    const j = judgeMove(w(), { mover: 'P', goal: { target: 'R' }, action: 'pursuit' });
    expect(j.legal).toBe(true);
    expect(j.assaulted).toBe('R');
    expect(judgeMove(w(), { mover: 'P', goal: { point: { x: 700, y: 300 } }, action: 'walk' }).problems).toContainEqual(
      expect.objectContaining({ code: 'not-free', enemies: ['Q'] }),
    );
  });

  it('a charge or an engagement to a point is refused: it needs a target (R-6.5)', () => {
    expect(
      judgeMove(w(), { mover: 'B', goal: { point: { x: 380, y: 230 } }, action: 'engage' }).problems,
    ).toContainEqual({ code: 'needs-target', rule: 'R-6.5', action: 'engage' });
  });
});

describe('R-6.12 same-size walls by the distance moved', () => {
  // A (size 2, MOV 10) and a hedge of size 2 across its way, 5 cm ahead.
  const hedge = box('hedge', 160, 100, 170, 500, { kind: 'fence', size: 2 });
  const w = () => makeWorld({ fighters: [fighter('A', round(30), [100, 300], 0, { mov: 10 })], scenery: [hedge] });

  it('a run of 8.5 cm crosses it (at most MOV × 1), a run of 15 cm goes round it', () => {
    const short = judgeMove(w(), { mover: 'A', goal: { point: { x: 200, y: 300 } }, action: 'run' });
    expect(short.lengthMm).toBeCloseTo(85, 9);
    expect(short.notes).toContainEqual({ code: 'crossed', rule: 'R-6.12', ids: ['hedge'] });
    const long = judgeMove(w(), { mover: 'A', goal: { point: { x: 265, y: 300 } }, action: 'run' });
    expect(long.lengthMm).toBeGreaterThan(150 + 100);
  });

  it('a base dropped across the hedge within MOV × 1 may stand on it; one dropped beyond may not (R-6.4)', () => {
    const near = judgeMove(w(), {
      mover: 'A',
      goal: { place: { position: [165, 300], facingDeg: 0 } },
      action: 'walk',
    });
    expect(near.problems.filter((p) => p.code === 'in-scenery')).toEqual([]);
  });
});

describe('R-6.13 Rag\u2019narok and C3 movement', () => {
  const fighters = [
    fighter('A', round(30), [100, 300], 0, { mov: 20 }),
    fighter('F', round(30), [200, 300], 0),
    fighter('G', round(30), [200, 270], 0),
    fighter('H', round(30), [200, 330], 0),
  ];
  it('Rag\u2019narok: friends are passed through; Confédé: they are gone round (R-6.2, R-6.3)', () => {
    const goal = { point: { x: 300, y: 300 } };
    const confede = judgeMove(makeWorld({ fighters }), { mover: 'A', goal, action: 'walk' });
    const ragnarok = judgeMove(makeWorld({ fighters, ruleset: 'ragnarok' }), { mover: 'A', goal, action: 'walk' });
    expect(confede.lengthMm).toBeGreaterThan(185 + 1);
    expect(ragnarok.lengthMm).toBeCloseTo(185, 9);
  });

  it('C3: moving into cover is MOV/2', () => {
    const w = makeWorld({ fighters: [fighters[0]], ruleset: 'c3' });
    expect(judgeMove(w, { mover: 'A', goal: { point: { x: 150, y: 300 } }, action: 'cover' }).potentialMm).toBe(100);
  });

  it('a flyer (level 1) goes over any scenery', () => {
    const wall = box('wall', 160, 100, 170, 500, { size: 5 });
    const w = makeWorld({ fighters: [{ ...fighters[0], level: 1 }], scenery: [wall] });
    expect(judgeMove(w, { mover: 'A', goal: { point: { x: 300, y: 300 } }, action: 'walk' }).lengthMm).toBeCloseTo(
      185,
      9,
    );
  });

  it('Rag\u2019narok: an assault needs no sight of its target at the start', () => {
    // A wall without a size between them cuts every line.
    const two = [
      fighter('A', round(30), [100, 300], 0, { mov: 10 }),
      fighter('E', round(30), [200, 300], 180, { side: 'blue' }),
    ];
    const scenery = [box('wall', 140, 280, 150, 320)];
    const confede = judgeMove(makeWorld({ fighters: two, scenery }), {
      mover: 'A',
      goal: { target: 'E' },
      action: 'charge',
    });
    expect(confede.problems.map((p) => p.code)).toEqual(['no-sight-at-start']);
    const ragnarok = judgeMove(makeWorld({ fighters: two, scenery, ruleset: 'ragnarok' }), {
      mover: 'A',
      goal: { target: 'E' },
      action: 'charge',
    });
    expect(ragnarok.legal).toBe(true);
  });
});

describe('mire path: R-6.9 flags, several targets, French', () => {
  const PURSUIT = join(__dirname, '..', 'assets', 'scenarios', 'vii-c-6-pursuit.json');
  const SEVERAL = join(__dirname, '..', 'assets', 'scenarios', 'vb3-several-targets.json');
  async function mire(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(['path', ...args], { out: (s) => out.push(s), err: (s) => err.push(s) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('P, in contact with Q, walks only with --disengaged; the JSON keeps its fields and adds the codes', async () => {
    const stuck = JSON.parse((await mire(PURSUIT, 'P', '--to', '700,300', '--json')).out);
    expect(stuck).toMatchObject({ reachable: true, legal: false, potentialMm: 120 });
    expect(Object.keys(stuck)).toEqual(
      expect.arrayContaining([
        'reachable',
        'lengthMm',
        'potentialMm',
        'withinPotential',
        'end',
        'endFacing',
        'route',
        'legal',
        'reasons',
        'problems',
        'notes',
      ]),
    );
    expect(stuck.problems[0]).toMatchObject({ code: 'not-free', rule: 'R-6.9', enemies: ['Q'] });
    expect(stuck.reasons[0]).toContain('P is in contact with Q');
    const free = JSON.parse((await mire(PURSUIT, 'P', '--to', '700,300', '--disengaged', '--json')).out);
    expect(free.legal).toBe(true);
    expect((await mire(PURSUIT, 'P', '--to', '700,300', '--disengaged', '--attacked')).out).toContain('NOT LEGAL');
  });

  it('several targets with --target Y,Z; reasons in French with --lang fr', async () => {
    const j = JSON.parse((await mire(SEVERAL, 'A', '--target', 'Y,Z', '--json')).out);
    expect(j.legal).toBe(true);
    expect(j.enemiesInContact).toEqual(['Y', 'Z']);
    const fr = await mire(PURSUIT, 'P', '--to', '700,300', '--lang', 'fr');
    expect(fr.out).toContain('P est au contact de Q : il ne peut marcher qu’en se désengageant d’abord (R-6.9, V-C).');
    expect((await mire(PURSUIT, 'P', '--to', '700,300', '--lang', 'de')).err).toBe(
      'mire path: --lang: expected en or fr, got "de"',
    );
  });
});
