// Issue 32, item 7: on a live table a move of a side another player holds is refused on this
// device before it commits (state/commit-guard.ts, set by the live session), so the game's record
// never holds it (the shared record counts the movement left, R-6.5) and the next commit is not
// taken for the refused move.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../src/app/state/store';
import { willPlay } from '../src/app/state/record-hook';
import { setCommitGuard } from '../src/app/state/commit-guard';
import { startRecording } from '../src/app/record/recording';
import { useRecord } from '../src/app/record/record-store';
import { fighter, makeScene, round } from './support/build';
import type { Scene } from '../geometry/index';

/** A (red) and Z (blue) 160 mm apart, 30 mm round bases; blue is held by the other player. */
const duel = () =>
  makeScene({
    fighters: [fighter('A', round(30), [100, 300], 0), fighter('Z', round(30), [260, 300], 180, { side: 'blue' })],
  });
const moved = (scene: Scene, id: string, x: number) => ({
  ...scene,
  fighters: scene.fighters.map((f) => (f.id === id ? { ...f, position: [x, 300] as [number, number] } : f)),
});
const blueHeld = (before: Scene, after: Scene) =>
  after.fighters.some((f) => f.side === 'blue' && before.fighters.find((b) => b.id === f.id) !== f)
    ? 'held by Bob'
    : null;

describe('a commit the live session refuses', () => {
  beforeEach(() => {
    useStore.setState({ scene: duel(), past: [], future: [], own: null, borrowed: null, action: 'walk' });
    startRecording();
    useStore.getState().load(duel());
    setCommitGuard(blueHeld);
  });
  afterEach(() => setCommitGuard(null));

  it('leaves the table, its undo and the record as they were, and says why', () => {
    const scene = useStore.getState().scene;
    const past = useStore.getState().past;
    const game = useRecord.getState().game;
    willPlay({ type: 'move', action: 'walk', disengaged: false });
    expect(useStore.getState().commit(moved(scene, 'Z', 220))).toBe(false);
    expect(useStore.getState().scene).toBe(scene);
    expect(useStore.getState().past).toBe(past);
    expect(useRecord.getState().game).toBe(game);
    expect(useStore.getState().message).toEqual({ kind: 'error', text: 'held by Bob' });
  });

  it('the refused move is not the next commit’s: a change by hand after it is an edit', () => {
    willPlay({ type: 'move', action: 'walk', disengaged: false });
    expect(useStore.getState().commit(moved(useStore.getState().scene, 'Z', 220))).toBe(false);
    expect(useStore.getState().commit(moved(useStore.getState().scene, 'A', 150))).toBe(true);
    expect(useRecord.getState().game!.entries.map((e) => e.type)).toEqual(['edit']);
  });

  it('a borrowed table (a lesson) is never sent, so never refused; without the session all commits pass', () => {
    useStore.getState().borrow({ kind: 'record' }, duel());
    expect(useStore.getState().commit(moved(duel(), 'Z', 220))).toBe(true);
    useStore.getState().returnToOwn();
    setCommitGuard(null);
    expect(useStore.getState().commit(moved(useStore.getState().scene, 'Z', 220))).toBe(true);
  });
});
