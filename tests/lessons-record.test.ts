// A lesson stepped through a recorded game (issue 34, item 5): the dispersion lesson (Confédé
// II-C-5, R-7.1) asks where the book's 3-then-4 blast lands, then steps through its record —
// the blast scattered by its seed's dice with its area, the casualty taken off by
// hand — with the commentary in the verdict's own numbers.
import { describe, expect, it } from 'vitest';
import { GamePositions, replayGame } from '../geometry/index';
import { DISPERSION_GAME, DISPERSION_LESSON, LESSONS } from '../src/lessons/catalogue';
import { gradeStep, stepScene } from '../src/lessons/grade';

const lesson = LESSONS.find((l) => l.id === 'dispersion')!;
const ids = (step: number) => stepScene(lesson, step).fighters.map((f) => f.id);

describe('the dispersion lesson, from its record (assets/games/lesson-dispersion.json)', () => {
  it('its record starts at the lesson’s table and replays with every verdict equal', () => {
    expect(DISPERSION_GAME.start).toEqual(lesson.scene);
    expect(lesson.record).toBe(DISPERSION_GAME);
    expect(replayGame(DISPERSION_GAME).differing).toEqual([]);
  });

  it('R-7.1 / R-7.4: the recorded dice are the book’s 3 then 4, and the blast lands where the question’s answer says', () => {
    const blast = DISPERSION_GAME.entries.find((e) => e.type === 'dispersion')!;
    expect(blast.verdict.dice).toEqual(DISPERSION_LESSON.dice);
    // Impact (600, 300) mm, the line of fire from S at x = 187.5 mm along +x; arrow 4 is 180° round:
    // 8 cm (a 3 on the first die) straight back, to (520, 300) mm, P's centre.
    expect(blast.verdict.final).toEqual([520, 300]);
    expect(blast.verdict.hits).toEqual([{ id: 'P', coverage: 'whole' }]);
    expect(gradeStep(lesson, 0, { kind: 'choice', chosen: 'P' })).toMatchObject({ correct: true, expected: 'P' });
  });

  it('stepped through: the question on the table before the blast, then each recorded entry with its commentary', () => {
    const steps = lesson.steps.map((task, i) => ({ kind: task.kind, fighters: ids(i) }));
    expect(steps).toEqual([
      { kind: 'choice', fighters: ['S', 'P', 'Q', 'R', 'T'] },
      { kind: 'watch', fighters: ['S', 'P', 'Q', 'R', 'T'] },
      { kind: 'watch', fighters: ['S', 'Q', 'R', 'T'] },
    ]);
    const positions = new GamePositions(DISPERSION_GAME);
    lesson.steps.forEach((task, i) => {
      if (task.kind !== 'watch') return;
      // A watch step shows the table after its entry, and is done once shown.
      expect(stepScene(lesson, i)).toEqual(positions.after(task.entry + 1));
      expect(gradeStep(lesson, i, { kind: 'watch' })).toEqual({ correct: true });
      expect(lesson.explain[i].en).toMatch(/R-7\.\d/);
    });
  });

  it('the commentary gives the verdict’s numbers, in each language’s notation', () => {
    const scatter = lesson.steps[1].prompt;
    expect(scatter.en).toContain('its seed 18 gives the dice 3 then 4 on every replay (R-7.4)');
    expect(scatter.en).toContain('moves 8.0 cm from (60.0, 30.0) cm to (52.0, 30.0) cm');
    expect(scatter.en).toContain('area of 3.0 cm around it covers P (R-7.2)');
    expect(scatter.fr).toContain('de 8,0 cm de (60,0 ; 30,0) cm à (52,0 ; 30,0) cm');
    expect(scatter.fr).toContain('3,0 cm autour, recouvre P (R-7.2)');
  });
});
