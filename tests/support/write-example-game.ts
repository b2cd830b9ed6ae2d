// Writes assets/games/example.json: three turns on the default table (assets/scenarios/default-table.json)
// played by tests/support/game.ts, every verdict the engine's. Run with
// `npx tsx tests/support/write-example-game.ts` (from the repository root), then `npx prettier --write assets/games/example.json`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readScene } from '../../src/cli/io';
import { playGame } from './game';

const EXAMPLE_GAME = 'assets/games/example.json';
const DEFAULT_TABLE = 'assets/scenarios/default-table.json';

const game = playGame(readScene(DEFAULT_TABLE), { turns: 3 }, 'Three turns on the default table');
mkdirSync(dirname(EXAMPLE_GAME), { recursive: true });
writeFileSync(EXAMPLE_GAME, `${JSON.stringify({ $schema: '../record.schema.json', ...game }, null, 2)}\n`);
