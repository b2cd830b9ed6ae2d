// A check every commit passes before the table changes. On a live table the session refuses here
// a change to a side another player holds (issue 32, item 7), so the refused move never reaches the
// table, its undo or the game's record (a refusal after the commit was already recorded and shared).
import type { Scene } from '../engine';

/** Why the change from `before` to `after` is refused on this device (shown as an error), or null. */
export type CommitGuard = (before: Scene, after: Scene) => string | null;

let guard: CommitGuard | null = null;

/** Set by the live session as it starts; null when it leaves. */
export function setCommitGuard(g: CommitGuard | null): void {
  guard = g;
}

export function commitRefusal(before: Scene, after: Scene): string | null {
  return guard ? guard(before, after) : null;
}
