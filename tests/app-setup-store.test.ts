// The store's logic behind setting up and leaving a live table (issue 32): fighters selected and
// moved together as one undo step, turning on the spot, facing a point or the nearest enemy, a
// charge dropped inside an enemy's base, and the own table put back when a live one is left.
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useStore } from '../src/app/state/store';
import { faceToward, turnSelected } from '../src/app/state/actions';
import { facingTowardDeg, groupOf, shiftedFighters, toggledGroup } from '../src/app/state/group';
import { newFighterFacingDeg } from '../src/app/edit/setup';
import { snapPlacement } from '../src/app/engine/snap';
import { evaluateMove, moveStart } from '../src/app/engine/moves';
import { fighter, makeScene, square } from './support/build';

const table = () =>
  makeScene({
    fighters: [
      fighter('R1', square(25), [100, 100], 0),
      fighter('R2', square(25), [100, 200], 0),
      fighter('B1', square(25), [300, 100], 180, { side: 'blue' }),
    ],
  });

beforeEach(() => {
  useStore.setState({ scene: table(), past: [], future: [], selection: null, group: [], tool: 'edit', offered: null });
  useStore.setState({ own: null, borrowed: null });
});

describe('fighters set up together', () => {
  it('Shift adds to the selection and takes out again; the lead passes on when it leaves', () => {
    const one = toggledGroup({ kind: 'fighter', id: 'R1' }, [], 'R2');
    expect(one).toEqual({ selection: { kind: 'fighter', id: 'R1' }, group: ['R2'] });
    expect(toggledGroup(one.selection, one.group, 'R1')).toEqual({
      selection: { kind: 'fighter', id: 'R2' },
      group: [],
    });
    expect(toggledGroup(one.selection, one.group, 'R2').group).toEqual([]);
    expect(groupOf(one.selection, one.group, 'R2')).toEqual(['R1', 'R2']);
    expect(groupOf(one.selection, one.group, 'B1')).toEqual([]);
  });

  it('a group shift is one commit: one Undo puts every fighter back', () => {
    const st = useStore.getState();
    st.setGroup({ kind: 'fighter', id: 'R1' }, ['R2']);
    expect(st.commit(shiftedFighters(st.scene, ['R1', 'R2'], 30.123, -10))).toBe(true);
    const moved = useStore.getState().scene.fighters;
    expect(moved.map((f) => f.position)).toEqual([
      [130.12, 90],
      [130.12, 190],
      [300, 100],
    ]);
    expect(useStore.getState().past.length).toBe(1);
    // The group is still selected after the move, so the next drag moves it again.
    expect(useStore.getState().group).toEqual(['R2']);
    useStore.getState().undo();
    expect(useStore.getState().scene.fighters.map((f) => f.position)).toEqual([
      [100, 100],
      [100, 200],
      [300, 100],
    ]);
  });

  it('selecting one piece ends the group; a deleted member leaves it', () => {
    const st = useStore.getState();
    st.setGroup({ kind: 'fighter', id: 'R1' }, ['R2']);
    st.commit({ ...st.scene, fighters: st.scene.fighters.filter((f) => f.id !== 'R2') });
    expect(useStore.getState().group).toEqual([]);
    useStore.getState().select({ kind: 'fighter', id: 'B1' });
    expect(useStore.getState().group).toEqual([]);
  });
});

describe('turning while setting up', () => {
  it('Edit turns on the spot: the base centre stays, the facing moves by 15°', () => {
    useStore.getState().select({ kind: 'fighter', id: 'R1' });
    turnSelected(15);
    turnSelected(-30);
    const r1 = useStore.getState().scene.fighters[0];
    expect(r1.position).toEqual([100, 100]);
    expect(r1.facing).toBe(345);
  });

  it('face toward a point: R1 at (100, 100) toward (100, 200) faces 90°; R2 with it toward the same point', () => {
    useStore.getState().setGroup({ kind: 'fighter', id: 'R1' }, ['B1']);
    expect(faceToward({ x: 100, y: 200 })).toBe(true);
    const [r1, , b1] = useStore.getState().scene.fighters;
    expect(r1.facing).toBe(90);
    // B1 at (300, 100): toward (100, 200) is atan2(100, -200) = 153.43°.
    expect(b1.facing).toBe(153.43);
    expect(useStore.getState().past.length).toBe(1);
  });

  it('property: the facing toward a point is the direction to it (to 0.01°)', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 0, max: 1200 }), fc.integer({ min: 0, max: 600 })),
        fc.tuple(fc.integer({ min: 0, max: 1200 }), fc.integer({ min: 0, max: 600 })),
        ([x, y], [tx, ty]) => {
          const deg = facingTowardDeg([x, y], { x: tx, y: ty });
          if (x === tx && y === ty) return deg === null;
          const rad = (deg! * Math.PI) / 180;
          const d = Math.hypot(tx - x, ty - y);
          // 0.005° of error moves the aim by at most d · 0.005 · π/180 mm.
          const miss = Math.abs(-Math.sin(rad) * (tx - x) + Math.cos(rad) * (ty - y));
          return (
            miss <= d * ((0.005 * Math.PI) / 180) + 1e-9 && Math.cos(rad) * (tx - x) + Math.sin(rad) * (ty - y) > 0
          );
        },
      ),
    );
  });

  it('a new fighter faces the nearest enemy; with none, the far side of the table', () => {
    const scene = table();
    // A blue fighter placed at (400, 300): the nearest red is R2 at (100, 200): atan2(-100, -300) = -161.57°.
    expect(newFighterFacingDeg(scene, 'blue', { x: 400, y: 300 })).toBe(-161.57);
    // A red one at (400, 300): the only blue, B1 at (300, 100): atan2(-200, -100) = -116.57°.
    expect(newFighterFacingDeg(scene, 'red', { x: 400, y: 300 })).toBe(-116.57);
    expect(newFighterFacingDeg(makeScene({}), 'red', { x: 400, y: 100 })).toBe(90);
  });
});

describe('R-6.6 a charge dropped inside the target’s base', () => {
  it('assaults that target from the side the charger comes from, wherever the finger held the base', () => {
    const scene = table();
    // R1 held by a finger 60 mm behind its centre and dropped on B1's centre (300, 100): the
    // base itself would land at (360, 100), past B1, far from any snap.
    const dropped = { id: 'R1', position: [360, 100] as [number, number], facing: 0 };
    expect(snapPlacement(scene, dropped, 'charge')).toEqual(dropped);
    const onTarget = snapPlacement(scene, dropped, 'charge', { x: 300, y: 100 });
    // B1 spans x 287.5 .. 312.5: R1's front on B1's west edge, its centre 12.5 mm further west
    // (275): a charge of 175 mm, within MOV 10's 20 cm (R-6.5).
    expect(onTarget.position[0]).toBeCloseTo(275, 9);
    expect(onTarget.position[1]).toBeCloseTo(100, 9);
    expect(onTarget.facing).toBeCloseTo(0, 9);
    const facts = evaluateMove(scene, moveStart(scene, 'R1'), onTarget, 'charge', {});
    expect(facts.problems).toEqual([]);
    expect(facts.legal).toBe(true);
    // A walk dropped there is not an assault: the pointer's point changes nothing.
    expect(snapPlacement(scene, dropped, 'walk', { x: 300, y: 100 })).toEqual(dropped);
  });
});

describe('leaving a live table', () => {
  it('puts the own table back with its undo, and offers the live copy as a new table', () => {
    const own = table();
    const ownPast = [makeScene({})];
    const live = shiftedFighters(own, ['R1'], 50, 0);
    useStore.setState({ scene: live, past: [live, live], future: [] });
    useStore.getState().putBackOwn({ scene: own, past: ownPast, future: [] }, live);
    let st = useStore.getState();
    expect(st.scene).toBe(own);
    expect(st.past).toBe(ownPast);
    expect(st.offered).toBe(live);
    st.takeOffered(true);
    st = useStore.getState();
    expect(st.scene).toBe(live);
    expect(st.offered).toBeNull();
    st.undo();
    expect(useStore.getState().scene).toBe(own);
  });

  it('with a lesson over the live table, the own table goes where the live one was set aside', () => {
    const own = table();
    const live = shiftedFighters(own, ['R1'], 50, 0);
    useStore.setState({ scene: live, past: [], future: [] });
    useStore.getState().borrow({ kind: 'lesson' }, makeScene({}));
    useStore.getState().putBackOwn({ scene: own, past: [], future: [] }, live);
    expect(useStore.getState().own?.scene).toBe(own);
    useStore.getState().returnToOwn();
    expect(useStore.getState().scene).toBe(own);
  });
});
