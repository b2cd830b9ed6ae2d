// The fighters a judged entry names must stand on the table at that point of the game (an edit
// may have added or removed them): checked once when a record is read, so judging never meets
// an unknown id.
import { quote } from '../quote';
import type { Scene } from '../scene';
import { fighterIndex } from './apply';
import { EntryProblem } from './entry-problem';
import type { RecordEntry } from './types';

export function checkReferences(scene: Scene, entry: RecordEntry): void {
  const must = (id: string, field: string) => fighterIndex(scene, id, field);
  switch (entry.type) {
    case 'move': {
      must(entry.mover, 'mover');
      const g = entry.goal;
      const targets =
        'point' in g ? [] : 'place' in g ? (g.target !== undefined ? [g.target] : []) : [g.target, ...(g.also ?? [])];
      targets.forEach((t) => must(t, 'goal.target'));
      if (targets.includes(entry.mover)) throw new EntryProblem('goal.target', 'a fighter cannot move to itself');
      (entry.activatedWith ?? []).forEach((t, i) => must(t, `activatedWith[${i}]`));
      return;
    }
    case 'shot':
      must(entry.shooter, 'shooter');
      must(entry.target, 'target');
      if (entry.shooter === entry.target)
        throw new EntryProblem('target', `${quote(entry.target)} cannot shoot itself`);
      return;
    case 'dispersion':
    case 'template':
      if (entry.from !== undefined) must(entry.from, 'from');
      return;
    case 'area':
      if ('fighter' in entry.centre) must(entry.centre.fighter, 'centre.fighter');
      return;
    case 'turn':
    case 'activation':
    case 'edit':
      return;
  }
}
