// What a new user hit, each fixed and kept fixed (issue: "Mire at the table", item 5): a shared
// link never wins over newer work; lessons keep their own undo history and give the user's table
// back as it was (tool, action, history); sides keep their colours in lessons; Edit picks the
// fighter, not the scenery drawn over it; errors do not outlive their tool nor cover the legend;
// the words (no raw field paths, no "partial 0%", French numbers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type App,
  clickFighter,
  fighterPoint,
  openScenario,
  project,
  sceneOf,
  screenshot,
  settle,
  startApp,
  stateOf,
  waitReady,
} from './harness';
import { fighter, square } from '../support/build';
import { dragBy } from './drag';
import { storedTable } from './table-store';

let app: App;
let sharedLink = '';
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const pos = async (id: string) => (await sceneOf(app.page)).fighters.find((f) => f.id === id)!.position;
const stored = (key: string) => storedTable(app.page, key);

async function loadScene(scene: unknown, name = 'case.json') {
  await app.page.setInputFiles('[data-testid="load-file"]', {
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(scene)),
  });
  await settle(app.page);
}

describe('a shared link never overwrites newer work', () => {
  it('opens once as a view, drops #table= from the address, and the move made after it survives a reload', async () => {
    await app.open();
    await app.page.keyboard.press('m');
    await app.page.click('[data-testid="share"]');
    // The link is made once the record is encoded (loaded on demand): wait for it.
    await app.page.waitForSelector('[data-testid="share"][data-link]');
    const link = (await app.page.getAttribute('[data-testid="share"]', 'data-link'))!;
    // The user's own table moves on after sharing.
    await clickFighter(app.page, 'R3');
    await dragBy(app.page, 'R3', 40, 0);
    const own = await stored('mire.autosave.v1');
    expect(JSON.parse(own!).fighters.find((f: { id: string }) => f.id === 'R3').position).not.toEqual([405, 410]);

    sharedLink = link;
    // A link opened in a fresh page (a hash change alone does not reload the app).
    await app.page.goto('about:blank');
    await app.page.goto(link);
    await waitReady(app.page);
    expect(app.page.url()).not.toContain('#table=');
    expect(await pos('R3')).toEqual([405, 410]);
    await app.page.locator('[data-testid="view-banner"]').waitFor();
    // Shown, not saved: the autosave still holds the user's newer table, even after a reload.
    expect(await stored('mire.autosave.v1')).toBe(own);
    await app.page.reload();
    await waitReady(app.page);
    expect(await pos('R3')).toEqual([405, 410]);
    expect(await stored('mire.autosave.v1')).toBe(own);

    // The first edit makes the linked table the user's; the one it replaced is kept.
    await app.page.keyboard.press('m');
    await clickFighter(app.page, 'B8');
    await dragBy(app.page, 'B8', -30, 0);
    const b8 = await pos('B8');
    expect(b8).not.toEqual([785, 300]);
    await app.page.locator('[data-testid="adopted-banner"]').waitFor();
    expect(await stored('mire.autosave.previous.v1')).toBe(own);
    await app.page.reload();
    await waitReady(app.page);
    expect(await pos('B8')).toEqual(b8);
    expect(app.page.url()).not.toContain('#table=');
    await screenshot(app.page, 'link-adopted');
    expect(app.errors).toEqual([]);
  });

  it('restores the table a linked view replaced', async () => {
    const before = await stored('mire.autosave.previous.v1');
    await app.page.goto('about:blank');
    await app.page.goto(sharedLink);
    await waitReady(app.page);
    await app.page.keyboard.press('m');
    await clickFighter(app.page, 'B1');
    await dragBy(app.page, 'B1', -20, 0);
    await app.page.click('[data-testid="restore-previous"]');
    await settle(app.page);
    expect(before).not.toBeNull();
    expect(await sceneOf(app.page)).toEqual(JSON.parse((await stored('mire.autosave.previous.v1')) ?? 'null'));
  });
});

describe('lessons keep their own history and give the table back as it was', () => {
  it('Ctrl+Z in a lesson never brings the user’s table in nor undoes the user’s moves; back to my table restores tool, action and history', async () => {
    await app.open();
    // Start the charge lesson at its move step (played with the Charge action).
    await app.page.evaluate(() =>
      localStorage.setItem('mire.lessons.v1', JSON.stringify({ charge: { done: false, step: 1 } })),
    );
    await app.page.reload();
    await waitReady(app.page);
    await app.page.keyboard.press('m');
    await clickFighter(app.page, 'R3');
    await dragBy(app.page, 'R3', 40, 0);
    const own = await sceneOf(app.page);
    expect(await pos('R3')).not.toEqual([405, 410]);
    await app.page.click('[data-testid="lessons"]');
    await app.page.click('[data-testid="lesson-charge"]');
    await settle(app.page);
    expect(await app.page.getAttribute('[data-testid="action-charge"]', 'aria-checked')).toBe('true');
    const lesson = await sceneOf(app.page);
    expect(lesson.fighters.some((f) => f.id === 'T')).toBe(true);
    await app.page.keyboard.press('Control+z');
    await app.page.keyboard.press('Control+z');
    await settle(app.page);
    expect(await sceneOf(app.page)).toEqual(lesson);
    await app.page.locator('[data-testid="lesson"]').waitFor();

    await app.page.click('[data-testid="learn-back"]');
    await settle(app.page);
    expect(await sceneOf(app.page)).toEqual(own);
    expect((await stateOf(app.page)).tool).toBe('move');
    expect(await app.page.getAttribute('[data-testid="action-walk"]', 'aria-checked')).toBe('true');
    // The user's own history is intact: Ctrl+Z undoes their move, Ctrl+Y redoes it.
    await app.page.keyboard.press('Control+z');
    expect(await pos('R3')).toEqual([405, 410]);
    await app.page.keyboard.press('Control+y');
    expect(await sceneOf(app.page)).toEqual(own);
    // Ordinary moves and turns are accepted again.
    await clickFighter(app.page, 'R4');
    await dragBy(app.page, 'R4', 30, 0);
    expect(await pos('R4')).not.toEqual([405, 470]);
    await app.page.click('[data-testid="turn-left"]');
    await settle(app.page);
    expect((await sceneOf(app.page)).fighters.find((f) => f.id === 'R4')!.facing).not.toBe(
      own.fighters.find((f) => f.id === 'R4')!.facing,
    );
    expect(await app.page.locator('[data-testid="message"].error').count()).toBe(0);
  });

  it('Ctrl+Z in a practice exercise keeps the exercise; back to my table gives the user’s table', async () => {
    await app.open();
    const own = await sceneOf(app.page);
    await app.page.click('[data-testid="practice"]');
    await app.page.locator('[data-testid="practice-panel"]').waitFor();
    const exercise = await sceneOf(app.page);
    expect(exercise).not.toEqual(own);
    await app.page.keyboard.press('Control+z');
    await settle(app.page);
    expect(await sceneOf(app.page)).toEqual(exercise);
    expect(await app.page.locator('[data-testid="practice-panel"]').count()).toBe(1);
    await app.page.click('[data-testid="learn-back"]');
    await settle(app.page);
    expect(await sceneOf(app.page)).toEqual(own);
    expect(app.page.url()).not.toContain('practice=');
  });

  it('draws the blue side blue in a lesson where blue comes first', async () => {
    await app.page.click('[data-testid="lessons"]');
    await app.page.click('[data-testid="lesson-charge"]');
    await settle(app.page);
    const colours = await app.page.$$eval('[data-testid="legend"] .chip', (chips) =>
      Object.fromEntries(
        chips.map((c) => [
          c.textContent!.replace(/\(.*$/, '').trim(),
          getComputedStyle(c.querySelector('i')!).backgroundColor,
        ]),
      ),
    );
    expect(colours.blue).toBe('rgb(44, 111, 209)');
    expect(colours.red).toBe('rgb(224, 98, 47)');
    await screenshot(app.page, 'lesson-colours');
    await app.page.click('[data-testid="learn-back"]');
  });
});

describe('Edit picks what is aimed at', () => {
  it('a click on a fighter standing in a ruin grabs the fighter, not the ruin drawn over it', async () => {
    await app.open();
    await loadScene({
      version: 1,
      table: { width: 1200, depth: 600 },
      scenery: [
        {
          id: 'ruin',
          kind: 'ruin',
          size: 3,
          passable: true,
          blocksSight: true,
          shape: {
            type: 'polygon',
            points: [
              [540, 240],
              [660, 240],
              [660, 360],
              [540, 360],
            ],
          },
        },
      ],
      fighters: [fighter('A', square(25), [600, 300]), fighter('B', square(25), [900, 300], 180, { side: 'blue' })],
    });
    await app.page.keyboard.press('e');
    await clickFighter(app.page, 'A');
    expect((await stateOf(app.page)).selection).toEqual({ kind: 'fighter', id: 'A' });
    const p = await fighterPoint(app.page, 'A');
    const q = await project(app.page, 600 - 7 + 30, 300, 4);
    await app.page.mouse.move(p.x, p.y);
    await app.page.mouse.down();
    await app.page.mouse.move(q.x, q.y, { steps: 4 });
    await app.page.mouse.up();
    await settle(app.page);
    const scene = await sceneOf(app.page);
    expect(scene.fighters.find((f) => f.id === 'A')!.position[0]).toBeGreaterThan(615);
    expect((scene.scenery[0] as unknown as { shape: { points: number[][] } }).shape.points[0]).toEqual([540, 240]);
    // The ruin itself is still picked where no fighter is.
    const r = await project(app.page, 560, 260, 0);
    await app.page.mouse.click(r.x, r.y);
    await settle(app.page);
    expect((await stateOf(app.page)).selection).toEqual({ kind: 'scenery', id: 'ruin' });
  });
});

describe('labels never take a click', () => {
  it('a click on a fighter seen under a wall’s floating label picks the fighter', async () => {
    await app.open();
    const wall = {
      id: 'wall',
      name: 'Long wall',
      kind: 'wall',
      size: 3,
      shape: {
        type: 'polygon',
        points: [
          [540, 196],
          [660, 196],
          [660, 204],
          [540, 204],
        ],
      },
    };
    const scene = (y: number) => ({
      version: 1,
      table: { width: 1200, depth: 600 },
      scenery: [wall],
      fighters: [
        {
          id: 'A',
          side: 'red',
          size: 1,
          mov: 10,
          base: { type: 'round', diameter: 30 },
          position: [600, y],
          facing: 90,
        },
      ],
    });
    await loadScene(scene(300));
    // The wall's label floats over its middle; find the spot of the table drawn under it.
    const label = await project(app.page, 600, 200, 56 + 16 + 6);
    let lo = 205;
    let hi = 500;
    for (let i = 0; i < 30; i++) {
      const mid = (lo + hi) / 2;
      const at = await project(app.page, 600, mid, 3);
      if (at.y > label.y) lo = mid;
      else hi = mid;
    }
    const y = Math.round(lo);
    await loadScene(scene(y));
    await app.page.keyboard.press('e');
    await app.page.mouse.click(label.x, label.y);
    await settle(app.page);
    expect((await stateOf(app.page)).selection).toEqual({ kind: 'fighter', id: 'A' });
    await screenshot(app.page, 'label-over-fighter');
  });
});

describe('messages', () => {
  it('an error never covers the legend and does not outlive its tool', async () => {
    await app.open();
    await app.page.keyboard.press('m');
    await clickFighter(app.page, 'R3');
    await dragBy(app.page, 'R3', 0, -300);
    const msg = app.page.locator('[data-testid="message"]');
    await msg.waitFor();
    expect(await msg.getAttribute('class')).toContain('error');
    const m = (await msg.boundingBox())!;
    const l = (await app.page.locator('[data-testid="legend"]').boundingBox())!;
    const overlap = m.x < l.x + l.width && l.x < m.x + m.width && m.y < l.y + l.height && l.y < m.y + m.height;
    expect(overlap).toBe(false);
    await screenshot(app.page, 'error-and-legend');
    await app.page.keyboard.press('s');
    await settle(app.page);
    expect(await msg.count()).toBe(0);
  });

  it('a refused edit names the fighter in words, never a raw field path', async () => {
    await app.page.keyboard.press('e');
    await clickFighter(app.page, 'R2');
    await app.page.fill('[data-testid="fighter-form"] input[type="number"] >> nth=3', '410');
    await app.page.fill('[data-testid="fighter-form"] input[type="number"] >> nth=4', '160');
    await app.page.click('[data-testid="apply"]');
    const msg = app.page.locator('[data-testid="message"]');
    await msg.waitFor();
    const text = (await msg.textContent())!;
    expect(text).toContain('R2');
    expect(text).not.toMatch(/fighters\[|table:/);
    expect(await pos('R2')).toEqual([410, 205]);
  });

  it('the dispersion shooter line reads as one thing, and who-sees-whom never says "partial 0%"', async () => {
    await app.page.keyboard.press('d');
    await clickFighter(app.page, 'R3');
    const line = (await app.page.textContent('[data-testid="dispersion-shooter"]'))!;
    expect(line).toContain('R3');
    expect(line).not.toContain('No shooter');
    await openScenario(app.page, 'r-5.8-sight');
    await app.page.keyboard.press('s');
    await clickFighter(app.page, 'A');
    const cells = await app.page.$$eval('[data-testid="who-sees-whom"] .v', (els) =>
      els.map((e) => e.textContent ?? ''),
    );
    expect(cells.length).toBeGreaterThan(3);
    expect(cells.some((c) => /partial/.test(c))).toBe(true);
    for (const c of cells) expect(c).not.toMatch(/partial 0%/);
  });

  it('French: decimals with a comma, sides and scenery kinds translated', async () => {
    await openScenario(app.page, 'default-table');
    await app.page.keyboard.press('l');
    // French is fetched on first use: wait for the page to have switched.
    await app.page.waitForFunction(() => document.documentElement.lang === 'fr');
    await app.page.keyboard.press('m');
    await clickFighter(app.page, 'R3');
    expect(await app.page.textContent('[data-testid="potential"]')).toMatch(/\d+,\d cm/);
    const legend = (await app.page.textContent('[data-testid="legend"]'))!;
    expect(legend).toContain('rouge');
    expect(legend).toContain('bleu');
    await app.page.keyboard.press('e');
    await app.page.keyboard.press('Escape');
    const kinds = await app.page.$$eval('[data-testid="draw-kind"] option', (o) => o.map((x) => x.textContent));
    expect(kinds).toContain('forêt');
    await screenshot(app.page, 'french-edit');
    await app.page.keyboard.press('l');
    expect(app.errors).toEqual([]);
  });
});
