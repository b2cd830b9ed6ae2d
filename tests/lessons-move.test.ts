// The move judge of the lessons: the engine's route of the sight, the potential and
// the end conditions of each action.
import { describe, expect, it } from 'vitest';
import { World } from '../geometry/world';
import { lessonById } from '../src/lessons/catalogue';
import { judgeMove } from '../src/lessons/move';

const chargeTable = () => new World(lessonById('charge')!.scene);
const en = (j: { reasons: readonly { en: string }[] }) => j.reasons.map((r) => r.en).join(' ');

describe('judgeMove', () => {
  it('R-6.5: a walk may not end in contact with an enemy; a charge to the same place may', () => {
    const w = chargeTable();
    // A (MOV 10) against T's front: 12.5 cm. A walk reaches 10 cm, a run 20 cm.
    const run = judgeMove(w, { mover: 'A', action: 'run' }, { position: [425, 300], facing: 0 });
    expect(run.ok).toBe(false);
    expect(en(run)).toContain('may not end in contact with an enemy (T)');
    expect(judgeMove(w, { mover: 'A', action: 'charge', target: 'T' }, { position: [425, 300], facing: 0 }).ok).toBe(
      true,
    );
  });

  it('R-6.1: a legal walk reports its measure; past the potential it is refused (R-6.5)', () => {
    const w = chargeTable();
    const near = judgeMove(w, { mover: 'A', action: 'walk' }, { position: [380, 300], facing: 0 });
    expect(near.ok).toBe(true);
    expect(near.lengthMm).toBeCloseTo(80, 6);
    const far = judgeMove(w, { mover: 'A', action: 'walk' }, { position: [300, 500], facing: 0 });
    expect(far.ok).toBe(false);
    expect(en(far)).toContain('R-6.5');
  });

  it('R-6.5: C, in contact with E, may not charge; an engagement is named in French with its gender', () => {
    const w = chargeTable();
    const c = judgeMove(w, { mover: 'C', action: 'charge', target: 'T' }, { position: [450, 275], facing: 90 });
    expect(c.ok).toBe(false);
    expect(en(c)).toContain('C is in contact with E: a charge needs a fighter free of enemies (R-6.9)');
    const d = judgeMove(w, { mover: 'D', action: 'engage', target: 'T' }, { position: [425, 300], facing: 0 });
    expect(d.ok).toBe(false);
    expect(d.reasons.map((r) => r.fr).join(' ')).toContain('de son engagement');
  });
});
