// Judging an entry on the position it was made from: each kind by the engine's own judge. Markers
// and edits are not judged (null). `chargesBefore`: the charges made earlier in the same
// activation, for R-6.7's penalties.
import type { Charge } from '../moves';
import type { World } from '../world';
import { judgeMoveEntry } from './judge-move';
import { judgeAreaEntry, judgeDispersionEntry, judgeTemplateEntry } from './judge-scatter';
import { judgeShotEntry } from './judge-shot';
import type { EntryVerdict, RecordEntry } from './types';

export function judgeEntry(
  world: World,
  entry: RecordEntry,
  chargesBefore: readonly Charge[] = [],
): EntryVerdict | null {
  switch (entry.type) {
    case 'move':
      return judgeMoveEntry(world, entry, chargesBefore);
    case 'shot':
      return judgeShotEntry(world, entry);
    case 'dispersion':
      return judgeDispersionEntry(world, entry);
    case 'template':
      return judgeTemplateEntry(world, entry);
    case 'area':
      return judgeAreaEntry(world, entry);
    case 'turn':
    case 'activation':
    case 'edit':
      return null;
  }
}
