// Dragging a piece: a fighter moved (snapped to the engine's answer), placed or turned about its
// sight, a group of fighters or a scenery piece shifted; committed on release, called off by a
// long press. A press that never travels past the tap slop is a tap: it selects, it never moves.
import { useCallback } from 'react';
import { type ThreeEvent, useThree } from '@react-three/fiber';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import {
  type FighterSpec,
  type Placement,
  type Point,
  type ScenerySpec,
  moveStart,
  pivotAboutSight,
  snapPlacement,
  sightPoint,
  engineReady,
} from '../engine';
import { useStore } from '../state/store';
import { commitPlacement } from '../state/actions';
import { groupOf, shiftedFighters } from '../state/group';
import { setDragAborter } from '../layout/TableTouch';
import { TAP_SLOP_PX } from '../layout/touch-gestures';
import { round2, usePointerToTable } from './pointer';

type DragKind = 'move' | 'edit' | 'rotate' | 'scenery';
type ToTable = (clientX: number, clientY: number) => Point | null;

/** A mouse is precise: a press that moves this little (CSS px) is still a click. */
const CLICK_SLOP_PX = 3;

/** Start a drag: window-level pointer listeners, each move applied at once. */
export function useDrag() {
  const toTable = usePointerToTable();
  const controls = useThree((s) => s.controls) as OrbitControlsImpl | null;
  return useCallback(
    (kind: DragKind, id: string, e: ThreeEvent<PointerEvent>) => {
      const grab = toTable(e.nativeEvent.clientX, e.nativeEvent.clientY);
      if (!grab) return;
      // A move starts from the engine's answer (moveStart): not before the engine's core is in.
      if ((kind === 'move' || kind === 'rotate') && !engineReady()) return;
      new PieceDrag(kind, id, grab, e.nativeEvent, toTable, controls).begin();
    },
    [toTable, controls],
  );
}

/** One drag, from the press to the release (or a long press that calls it off). */
class PieceDrag {
  private readonly f: FighterSpec | undefined;
  private readonly s: ScenerySpec | undefined;
  private readonly offset: Point;
  /** Edit: the group this fighter leads or follows (group.ts), or [] for a lone piece. */
  private readonly group: string[];
  private sceneryAt: Point;
  private travelPx = 0;
  private readonly slopPx: number;

  constructor(
    private readonly kind: DragKind,
    private readonly id: string,
    private readonly grab: Point,
    private readonly down: PointerEvent,
    private readonly toTable: ToTable,
    private readonly controls: OrbitControlsImpl | null,
  ) {
    const st = useStore.getState();
    this.f = st.scene.fighters.find((x) => x.id === id);
    this.s = st.scene.scenery.find((x) => x.id === id);
    this.offset = this.f ? { x: this.f.position[0] - grab.x, y: this.f.position[1] - grab.y } : { x: 0, y: 0 };
    this.group = kind === 'edit' ? groupOf(st.selection, st.group, id) : [];
    this.sceneryAt = grab;
    this.slopPx = down.pointerType === 'touch' ? TAP_SLOP_PX : CLICK_SLOP_PX;
  }

  begin(): void {
    if (this.kind !== 'scenery' && !this.f) return;
    if (this.controls) this.controls.enabled = false;
    const st = useStore.getState();
    const f = this.f;
    const start = this.kind === 'move' || this.kind === 'rotate' ? moveStart(st.scene, this.id) : null;
    if (f && this.group.length === 0)
      st.setPlacement({ id: this.id, position: [...f.position] as [number, number], facing: f.facing }, start);
    window.addEventListener('pointermove', this.onMove);
    window.addEventListener('pointerup', this.onUp);
    setDragAborter(this.abort);
  }

  private readonly onMove = (ev: PointerEvent): void => {
    this.travelPx = Math.max(this.travelPx, Math.hypot(ev.clientX - this.down.clientX, ev.clientY - this.down.clientY));
    // Chromium already delivers one pointermove per frame: apply it at once (no extra frame of
    // latency); the render itself is coalesced by invalidate().
    if (this.travelPx > this.slopPx) this.apply(ev.clientX, ev.clientY);
  };

  private readonly onUp = (ev: PointerEvent): void => {
    this.stop();
    const tap = this.travelPx <= this.slopPx;
    if (!tap) this.apply(ev.clientX, ev.clientY);
    const st = useStore.getState();
    if (this.kind === 'scenery') {
      st.setSceneryDrag(null);
      if (!tap) commitSceneryShift(this.id, this.sceneryAt.x - this.grab.x, this.sceneryAt.y - this.grab.y, this.s);
      return;
    }
    if (this.group.length > 0) return this.commitGroup(tap);
    // A tap selects the piece: nothing moved, nothing to judge, nothing said.
    if (tap) return st.setPlacement(null, null);
    commitPlacement(this.kind === 'edit' ? 'edit' : 'move');
  };

  /** A long press (touch) calls the drag off: nothing is committed, the piece stays where it was. */
  private readonly abort = (): void => {
    this.stop();
    const now = useStore.getState();
    now.setPlacement(null, null);
    now.setSceneryDrag(null);
    now.setGroupDrag(null);
  };

  private stop(): void {
    setDragAborter(null);
    window.removeEventListener('pointermove', this.onMove);
    window.removeEventListener('pointerup', this.onUp);
    if (this.controls) this.controls.enabled = true;
  }

  private apply(clientX: number, clientY: number): void {
    const p = this.toTable(clientX, clientY);
    if (!p) return;
    const now = useStore.getState();
    if (this.kind === 'scenery') {
      this.sceneryAt = p;
      now.setPlacement(null);
      now.setSceneryDrag({ id: this.id, dx: p.x - this.grab.x, dy: p.y - this.grab.y });
      return;
    }
    const f = this.f;
    if (!f) return;
    if (this.kind === 'rotate') return now.setPlacement(turnedToward(f, p, now.snap));
    let x = p.x + this.offset.x;
    let y = p.y + this.offset.y;
    if (this.kind === 'edit' && now.snap) {
      x = Math.round(x / 10) * 10;
      y = Math.round(y / 10) * 10;
    }
    if (this.group.length > 0) {
      now.setGroupDrag({ ids: this.group, dx: x - f.position[0], dy: y - f.position[1] });
      return;
    }
    const dropped: Placement = { id: this.id, position: [round2(x), round2(y)], facing: f.facing };
    // The pointer's own point says which enemy a charge is dropped on (snap.ts).
    now.setPlacement(this.kind === 'move' ? snapPlacement(now.scene, dropped, now.action, p) : dropped);
  }

  /** The group's shift, committed as one undo step (a tap leaves the group as it was). */
  private commitGroup(tap: boolean): void {
    const st = useStore.getState();
    const d = st.groupDrag;
    st.setGroupDrag(null);
    if (tap || !d || (Math.abs(d.dx) < 0.005 && Math.abs(d.dy) < 0.005)) return;
    st.say(null);
    st.commit(shiftedFighters(st.scene, d.ids, d.dx, d.dy));
  }
}

/** The rotate handle: the fighter turned about its sight toward the pointer, by 15° with snap on. */
function turnedToward(f: FighterSpec, p: Point, snap: boolean): Placement {
  const sp = sightPoint(f.base, { x: f.position[0], y: f.position[1] }, f.facing);
  let deg = (Math.atan2(p.y - sp.y, p.x - sp.x) * 180) / Math.PI;
  if (snap) deg = Math.round(deg / 15) * 15;
  return pivotAboutSight(f, deg);
}

function commitSceneryShift(id: string, dx: number, dy: number, s: ScenerySpec | undefined) {
  if (!s || (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5)) return;
  const st = useStore.getState();
  if (st.snap) {
    dx = Math.round(dx / 10) * 10;
    dy = Math.round(dy / 10) * 10;
  }
  const shape: ScenerySpec['shape'] =
    s.shape.type === 'circle'
      ? { ...s.shape, center: [round2(s.shape.center[0] + dx), round2(s.shape.center[1] + dy)] }
      : { ...s.shape, points: s.shape.points.map(([x, y]) => [round2(x + dx), round2(y + dy)] as [number, number]) };
  st.commit({ ...st.scene, scenery: st.scene.scenery.map((x) => (x.id === id ? { ...x, shape } : x)) });
}
