// A mouse drag of a fighter by (dx, dy) mm on the table, grabbed just behind its sight.
import type { Page } from 'playwright-core';
import { project, sceneOf, settle } from './harness';

export async function dragBy(page: Page, id: string, dx: number, dy: number): Promise<void> {
  const f = (await sceneOf(page)).fighters.find((x) => x.id === id)!;
  const a = await project(page, f.position[0] - 8, f.position[1], 4);
  const b = await project(page, f.position[0] - 8 + dx, f.position[1] + dy, 4);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await settle(page, 30);
  await page.mouse.up();
  await settle(page);
}
