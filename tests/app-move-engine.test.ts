// The Move tool's engine (src/app/engine/) routes a drag with the World's own route index,
// kept across committed moves with the dragged fighter held still in it. Its verdicts must be
// those of the judge routing afresh on the move's obstacle list.
import { describe, expect, it } from 'vitest';
import { benchScene, rng32 } from '../bench/scenes';
import { type MoveAction, judgeMove, moveStart as startOf } from '../geometry/moves';
import type { Scene } from '../geometry/scene';
import { World } from '../geometry/world';
import { evaluateMove, moveStart } from '../src/app/engine/core';

/** The judge on a World of its own, routing with a fresh index. */
function fresh(scene: Scene, id: string, action: MoveAction, position: [number, number], facing: number) {
  const start = startOf(new World(scene), id, true);
  const end = new World(scene);
  end.moveFighter(id, position, facing);
  return judgeMove(end, { mover: id, goal: { place: { position, facingDeg: facing } }, action, start });
}

describe('the Move tool routes drags with the World index (R-6.1, R-6.2)', () => {
  it('drags and committed moves on the bench table: the same verdicts as a fresh judge', () => {
    let scene = benchScene(1);
    const rng = rng32(5);
    const ids = scene.fighters.map((f) => f.id);
    let routed = 0;
    for (let commit = 0; commit < 6; commit++) {
      const id = ids[Math.floor(rng() * ids.length)];
      const f = scene.fighters.find((x) => x.id === id)!;
      const action: MoveAction = rng() < 0.5 ? 'walk' : 'run';
      const start = moveStart(scene, id);
      let last: [number, number] = [f.position[0], f.position[1]];
      // A drag: the fighter dropped at a few points along the way, each judged as a frame.
      for (let frame = 0; frame < 5; frame++) {
        const position: [number, number] = [40 + rng() * 1120, 40 + rng() * 520];
        const got = evaluateMove(scene, start, { id, position, facing: f.facing }, action);
        const want = fresh(scene, id, action, position, f.facing);
        const what = `commit ${commit}, ${id} ${action} to ${position.map((v) => v.toFixed(1))}`;
        expect(got.reachable, what).toBe(want.reachable);
        expect(got.routed, what).toBe(want.routed);
        expect(got.lengthMm, what).toBeCloseTo(want.lengthMm, 6);
        expect(got.legal, what).toBe(want.legal);
        expect(
          got.problems.map((p) => p.code),
          what,
        ).toEqual(want.problems.map((p) => p.code));
        if (got.routed && got.reachable) {
          routed++;
          last = position;
        }
      }
      // Commit the last routed drop: a placement-only change, the World moved in place.
      scene = { ...scene, fighters: scene.fighters.map((x) => (x.id === id ? { ...x, position: last } : x)) };
    }
    expect(routed).toBeGreaterThan(5);
  });
});
