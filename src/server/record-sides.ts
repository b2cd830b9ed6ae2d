// Which sides a record entry acts for, so that the gate can refuse an entry made for a side
// another player holds (issue 32's "each player moves only their own side", extended to the
// game's record): its maker's side, the fighter that acts (mover, shooter, the one an impact
// comes from) and a fighter an edit adds, moves, changes or removes.
import type { RecordEntry } from '../../geometry/index';

/** Sides the sender may not act for, and each fighter's side on the table (before or after the update). */
export type SideGuard = { foreign: ReadonlySet<string>; sideOf: (fighterId: string) => string | undefined };

export function actingSides(entry: RecordEntry, sideOf: SideGuard['sideOf']): string[] {
  const fighters: string[] = [];
  const sides: string[] = entry.by?.side !== undefined ? [entry.by.side] : [];
  switch (entry.type) {
    case 'move':
      fighters.push(entry.mover);
      break;
    case 'shot':
      fighters.push(entry.shooter);
      break;
    case 'dispersion':
    case 'template':
      if (entry.from !== undefined) fighters.push(entry.from);
      break;
    case 'edit': {
      const e = entry.edit;
      if (e.kind === 'fighter-added' || e.kind === 'fighter-changed') {
        sides.push(e.fighter.side);
        fighters.push(e.fighter.id);
      } else if (e.kind === 'fighter-moved' || e.kind === 'fighter-removed') fighters.push(e.id);
      break;
    }
  }
  for (const id of fighters) {
    const side = sideOf(id);
    if (side !== undefined) sides.push(side);
  }
  return sides;
}

/** Why `entry` may not be appended by this sender, or null. */
export function foreignEntryProblem(entry: RecordEntry, guard: SideGuard): string | null {
  if (guard.foreign.size === 0) return null;
  const side = actingSides(entry, guard.sideOf).find((s) => guard.foreign.has(s));
  return side === undefined ? null : `a record entry for side "${side}", played by another player`;
}
