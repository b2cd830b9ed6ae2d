// Loading the fixture scenes of assets/scenarios for tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Scene, parseSceneText } from '../../geometry/scene';
import { World } from '../../geometry/world';

export const SCENARIOS = join(__dirname, '..', '..', 'assets', 'scenarios');

export function loadScenario(name: string): Scene {
  const file = join(SCENARIOS, `${name}.json`);
  return parseSceneText(readFileSync(file, 'utf8'), file);
}

export function scenarioWorld(name: string): World {
  return new World(loadScenario(name));
}
