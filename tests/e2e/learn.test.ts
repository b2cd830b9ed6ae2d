// Editions, the rules reference, lessons and practice in the browser: switching the edition
// changes a verdict and says which rule did it; a lesson is completed by dragging a fighter and
// the progress survives a reload; a practice exercise opens from a seed in the URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { practiceExercise } from '../../src/lessons/practice';
import { stepScene } from '../../src/lessons/grade';
import type { ChoiceTask } from '../../src/lessons/types';
import { World } from '../../geometry/world';
import {
  type App,
  clickFighter,
  openScenario,
  project,
  sceneOf,
  screenshot,
  settle,
  startApp,
  stateOf,
  waitReady,
} from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const attr = (sel: string, name: string) => app.page.getAttribute(sel, name);

describe('Editions', () => {
  it('switching Confédé → Rag’narok changes D’s sight of C and cites R-4.3; undo switches back', async () => {
    await app.open('?scene=editions-compare');
    await app.page.keyboard.press('s');
    await clickFighter(app.page, 'D');
    await clickFighter(app.page, 'C');
    const card = '[data-testid="verdict-card"]';
    await expect.poll(() => attr(card, 'data-to')).toBe('C');
    expect(await attr(card, 'data-los')).toBe('none');

    await app.page.selectOption('[data-testid="edition"]', 'ragnarok');
    await settle(app.page);
    expect((await sceneOf(app.page)).ruleset).toBe('ragnarok');
    // The same pair, now seen: 360° view.
    await expect.poll(() => attr(card, 'data-los')).toBe('full');
    const change = app.page.locator('[data-testid="edition-change"][data-pair="D>C"][data-field="los"]');
    expect(await change.getAttribute('data-before')).toBe('none');
    expect(await change.getAttribute('data-after')).toBe('full');
    expect(await change.getAttribute('data-rules')).toBe('R-4.1 R-4.3');
    // Any touch is contact in Rag'narok: A and B.
    const contact = app.page.locator('[data-testid="edition-change"][data-pair="A>B"][data-field="contact"]');
    expect(await contact.getAttribute('data-rules')).toContain('R-3.7');
    await screenshot(app.page, 'edition-ragnarok');
    // F sees G past the wall from the corner of its base; the free line is drawn.
    await app.page.keyboard.press('Escape');
    await clickFighter(app.page, 'F');
    await clickFighter(app.page, 'G');
    await expect.poll(() => attr(card, 'data-to')).toBe('G');
    expect(await attr(card, 'data-method')).toBe('base-to-base');
    expect(await attr(card, 'data-los')).not.toBe('none');
    expect(await app.page.textContent('[data-testid="free-line"]')).toContain('R-5.7');
    expect(await attr(card, 'data-from')).toBe('F');
    await screenshot(app.page, 'edition-ragnarok-witness');
    await app.page.keyboard.press('Escape');
    await clickFighter(app.page, 'D');
    await clickFighter(app.page, 'C');

    // The cited rule opens in the rules reference.
    await change.locator('[data-testid="rule-link-R-4.3"]').click();
    expect(await attr('[data-testid="rule-card"]', 'data-rule')).toBe('R-4.3');
    expect(await app.page.textContent('[data-testid="rule-text"]')).toMatch(/360°/);
    await app.page.click('[data-testid="rule-close"]');
    expect(await app.page.locator('[data-testid="rule-card"]').count()).toBe(0);

    // The switch is an edit of the table: undo restores Confédé and the verdict.
    await app.page.click('[data-testid="undo"]');
    expect((await sceneOf(app.page)).ruleset).toBe('confede');
    await expect.poll(() => attr(card, 'data-los')).toBe('none');
    expect(await app.page.inputValue('[data-testid="edition"]')).toBe('confede');
    expect(app.errors).toEqual([]);
  });
});

describe('Lessons', () => {
  it('completes the round-contact lesson by dragging Z, and keeps the progress after a reload', async () => {
    await app.open('');
    const own = await sceneOf(app.page);
    await app.page.click('[data-testid="lessons"]');
    expect(Number(await attr('[data-testid="lessons-progress"]', 'data-total'))).toBe(LESSONS.length);
    await app.page.click('[data-testid="lesson-contact-round"]');
    await settle(app.page);
    const lesson = LESSONS.find((l) => l.id === 'contact-round')!;
    expect((await sceneOf(app.page)).fighters.map((f) => f.id)).toEqual(lesson.scene.fighters.map((f) => f.id));
    expect((await stateOf(app.page)).tool).toBe('move');

    // Checking before moving: the engine says why not (R-3.1: Z does not touch A).
    await app.page.click('[data-testid="lesson-check"]');
    expect(await attr('[data-testid="lesson-grade"]', 'data-correct')).toBe('false');
    expect(await app.page.textContent('[data-testid="lesson-reasons"]')).toContain('R-3.1');

    // Engage A: drag Z onto A; the table snaps it into the assault pose, facing A.
    await clickFighter(app.page, 'Z');
    let z = (await sceneOf(app.page)).fighters.find((f) => f.id === 'Z')!;
    await app.page.click('[data-testid="action-engage"]');
    const a = (await sceneOf(app.page)).fighters.find((f) => f.id === 'A')!;
    // Grab Z a little behind its centre (off the figure) and drop its centre 25 mm right of A's.
    const grab = await project(app.page, z.position[0] - 8, z.position[1], 4);
    await app.page.mouse.move(grab.x, grab.y);
    await app.page.mouse.down();
    const goal = { x: a.position[0] + 25, y: a.position[1] };
    for (const t of [0.25, 0.5, 0.75, 1]) {
      const p = await project(
        app.page,
        z.position[0] - 8 + (goal.x - z.position[0]) * t,
        z.position[1] + (goal.y - z.position[1]) * t,
        4,
      );
      await app.page.mouse.move(p.x, p.y, { steps: 3 });
      await settle(app.page, 30);
    }
    // Dropped on A while engaging: snapped to the assault pose, a legal move.
    expect(await attr('[data-testid="move-verdict"]', 'data-legal')).toBe('true');
    await app.page.mouse.up();
    await settle(app.page);
    z = (await sceneOf(app.page)).fighters.find((f) => f.id === 'Z')!;
    expect(Math.hypot(z.position[0] - a.position[0], z.position[1] - a.position[1])).toBeCloseTo(30, 1);
    expect(Math.abs(z.facing)).toBeCloseTo(180, 0);

    await app.page.click('[data-testid="lesson-check"]');
    expect(await attr('[data-testid="lesson-grade"]', 'data-correct')).toBe('true');
    expect(await app.page.textContent('[data-testid="lesson-explain"]')).toContain('R-3.4');
    await screenshot(app.page, 'lesson-contact-round');
    await app.page.click('[data-testid="lesson-next"]');
    expect(await attr('[data-testid="lesson-contact-round"]', 'data-done')).toBe('true');

    // Progress is kept in the browser; the user's own table was never overwritten.
    await app.page.reload();
    await waitReady(app.page);
    await app.page.click('[data-testid="lessons"]');
    expect(await attr('[data-testid="lesson-contact-round"]', 'data-done')).toBe('true');
    expect(Number(await attr('[data-testid="lessons-progress"]', 'data-done'))).toBe(1);
    await app.page.click('[data-testid="learn-back"]');
    expect(await sceneOf(app.page)).toEqual(own);
    expect(app.errors).toEqual([]);
  });
});

describe('Lessons: a move as in the game', () => {
  it('the V-A lesson: answer, charge Z through the gap by dragging, answer again on the narrow-gap table', async () => {
    const lesson = LESSONS.find((l) => l.id === 'move-gap')!;
    const engineAnswer = (i: number) => (lesson.steps[i] as ChoiceTask).answer(new World(stepScene(lesson, i)));
    await app.open('');
    await app.page.click('[data-testid="lessons"]');
    await app.page.click('[data-testid="lesson-move-gap"]');
    await settle(app.page);

    // Step 1: a question, answered with the engine's answer.
    await app.page.click(`[data-testid="choice-${engineAnswer(0)}"]`);
    expect(await attr('[data-testid="lesson-grade"]', 'data-correct')).toBe('true');
    await app.page.click('[data-testid="lesson-next"]');

    // Step 2: charge A; the Move tool is set to the step's action with Z selected.
    expect(await attr('[data-testid="lesson"]', 'data-step')).toBe('1');
    const st = await stateOf(app.page);
    expect(st.tool).toBe('move');
    expect(st.selection).toEqual({ kind: 'fighter', id: 'Z' });
    expect(await app.page.getAttribute('[data-testid="action-charge"]', 'aria-checked')).toBe('true');
    const scene = await sceneOf(app.page);
    const z = scene.fighters.find((f) => f.id === 'Z')!;
    const a = scene.fighters.find((f) => f.id === 'A')!;
    const grab = await project(app.page, z.position[0] - 8, z.position[1], 4);
    await app.page.mouse.move(grab.x, grab.y);
    await app.page.mouse.down();
    for (const t of [0.25, 0.5, 0.75, 1]) {
      const x = z.position[0] - 8 + (a.position[0] - 25 - z.position[0]) * t;
      const p = await project(app.page, x, z.position[1] + (a.position[1] - z.position[1]) * t, 4);
      await app.page.mouse.move(p.x, p.y, { steps: 3 });
      await settle(app.page, 30);
    }
    expect(await attr('[data-testid="move-verdict"]', 'data-legal')).toBe('true');
    await app.page.mouse.up();
    await settle(app.page);
    await app.page.click('[data-testid="lesson-check"]');
    expect(await attr('[data-testid="lesson-grade"]', 'data-correct')).toBe('true');
    expect(await app.page.textContent('[data-testid="lesson-reasons"]')).toContain('R-6.5');
    await screenshot(app.page, 'lesson-move-gap');
    await app.page.click('[data-testid="lesson-next"]');

    // Step 3: its own table, the narrow gap.
    const narrow = stepScene(lesson, 2);
    expect((await sceneOf(app.page)).fighters.map((f) => f.position)).toEqual(narrow.fighters.map((f) => f.position));
    await app.page.click(`[data-testid="choice-${engineAnswer(2)}"]`);
    expect(await attr('[data-testid="lesson-grade"]', 'data-correct')).toBe('true');
    expect(await app.page.locator('[data-testid="lesson-complete"]').count()).toBe(1);
    expect(app.errors).toEqual([]);
  });
});

describe('Lessons: a recorded game with commentary (issue 34)', () => {
  it('the dispersion lesson: the question, then each recorded entry on its table with its commentary', async () => {
    const lesson = LESSONS.find((l) => l.id === 'dispersion')!;
    await app.open('');
    await app.page.click('[data-testid="lessons"]');
    await app.page.click('[data-testid="lesson-dispersion"]');
    await settle(app.page);
    // dice 3 then 4 put the blast on P.
    await app.page.click('[data-testid="choice-P"]');
    expect(await attr('[data-testid="lesson-grade"]', 'data-correct')).toBe('true');
    for (const step of [1, 2]) {
      await app.page.click('[data-testid="lesson-next"]');
      expect(await attr('[data-testid="lesson"]', 'data-step')).toBe(String(step));
      // Done once shown: the commentary, the recorded entry's words and its table.
      expect(await attr('[data-testid="lesson-grade"]', 'data-correct')).toBe('true');
      expect(await app.page.textContent('[data-testid="lesson-prompt"]')).toBe(lesson.steps[step].prompt.en);
      expect(await app.page.textContent('[data-testid="lesson-watch"]')).toMatch(/^Recorded step \d\/4: /);
      expect((await sceneOf(app.page)).fighters.map((f) => f.id)).toEqual(
        stepScene(lesson, step).fighters.map((f) => f.id),
      );
    }
    expect(await app.page.textContent('[data-testid="lesson-watch"]')).toContain('P');
    await screenshot(app.page, 'lesson-recorded');
    expect(await app.page.locator('[data-testid="lesson-complete"]').count()).toBe(1);
    expect(app.errors).toEqual([]);
  });
});

describe('Practice', () => {
  it('opens the exercise of a seed from the URL, grades the answer with the engine and keeps score', async () => {
    const seed = 20261123;
    const ex = practiceExercise(seed);
    await app.open(`?practice=${seed}`);
    expect(await attr('[data-testid="exercise"]', 'data-seed')).toBe(String(seed));
    expect(await attr('[data-testid="exercise"]', 'data-kind')).toBe(ex.kind);
    expect(await app.page.textContent('[data-testid="practice-prompt"]')).toBe(ex.prompt.en);
    const shown = await sceneOf(app.page);
    expect(shown.fighters.map((f) => [f.id, f.position])).toEqual(ex.scene.fighters.map((f) => [f.id, f.position]));
    // The tools that would give the answer away are closed until the question is answered.
    expect(await app.page.isDisabled('[data-testid="tool-sight"]')).toBe(true);

    if (typeof ex.answer === 'number') {
      await app.page.fill('[data-testid="answer-number"]', ex.answer.toFixed(1));
      await app.page.click('[data-testid="answer-submit"]');
    } else {
      await app.page.click(`[data-testid="answer-${ex.answer}"]`);
    }
    expect(await attr('[data-testid="practice-result"]', 'data-correct')).toBe('true');
    expect(await attr('[data-testid="practice-score"]', 'data-right')).toBe('1');
    expect(await attr('[data-testid="practice-score"]', 'data-total')).toBe('1');
    expect(await app.page.isDisabled('[data-testid="tool-sight"]')).toBe(false);
    await screenshot(app.page, 'practice-seed');

    // The same link gives the same exercise again; the score is kept.
    await app.page.reload();
    await waitReady(app.page);
    expect(await attr('[data-testid="exercise"]', 'data-seed')).toBe(String(seed));
    expect(await app.page.textContent('[data-testid="practice-prompt"]')).toBe(ex.prompt.en);
    expect(await attr('[data-testid="practice-score"]', 'data-total')).toBe('1');

    // A wrong answer counts against the score.
    if (typeof ex.answer === 'number') {
      await app.page.fill('[data-testid="answer-number"]', (ex.answer + 5).toFixed(1));
      await app.page.click('[data-testid="answer-submit"]');
    } else {
      const wrong = ex.options.find((o) => o.id !== ex.answer)!;
      await app.page.click(`[data-testid="answer-${wrong.id}"]`);
    }
    expect(await attr('[data-testid="practice-result"]', 'data-correct')).toBe('false');
    expect(await attr('[data-testid="practice-score"]', 'data-right')).toBe('1');
    expect(await attr('[data-testid="practice-score"]', 'data-total')).toBe('2');

    // Next: another seed, in the URL.
    // The practice code is loaded on first use, so the next exercise arrives a moment after the click.
    await app.page.click('[data-testid="practice-next"]');
    await app.page.waitForSelector(`[data-testid="exercise"]:not([data-seed="${seed}"])`);
    const next = await attr('[data-testid="exercise"]', 'data-seed');
    expect(next).not.toBe(String(seed));
    expect(new URL(app.page.url()).searchParams.get('practice')).toBe(next);

    // Opening a scenario leaves practice: it is the user's table now, autosaved again.
    await openScenario(app.page, 'r-5.8-sight');
    expect(await app.page.locator('[data-testid="practice-panel"]').count()).toBe(0);
    expect(new URL(app.page.url()).searchParams.get('practice')).toBeNull();
    const opened = await sceneOf(app.page);
    await app.page.reload();
    await waitReady(app.page);
    expect(await sceneOf(app.page)).toEqual(opened);
    expect(app.errors).toEqual([]);
  });
});
