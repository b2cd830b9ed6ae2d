// What a press or a tap does, tool by tool: on the empty table (a measure's point, Dispersion's
// impact, a set-up tap, clearing the selection) and on a piece (select, drag, aim, measure, pick).
import { useCallback, useRef } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import type { FighterSpec, ScenerySpec } from '../engine';
import { useStore } from '../state/store';
import { faceOnce, setupArmed, tapSetup, useSetup } from '../edit/setup';
import { groupOf, toggledGroup } from '../state/group';
import { fighterHitFirst } from '../edit/picking';
import { claimTouch, pressPiece } from '../layout/TableTouch';
import { round2, type usePointerToTable } from './pointer';
import { takeContactPoint } from '../move/contact-pick';
import type { useDrag } from './drag';

/** The empty table's pointer handlers: a measure's point, Dispersion's impact, a set-up tap, or clearing the selection. */
export function useTableHandlers(toTable: ReturnType<typeof usePointerToTable>) {
  // A finger on the empty table may be starting a pan: touch measures on the tap (the click).
  const touchDown = useRef(false);
  const onTableDown = useCallback(
    (e: ThreeEvent<PointerEvent>) => {
      const st = useStore.getState();
      touchDown.current = e.nativeEvent.pointerType === 'touch';
      if (st.tool === 'measure' && !touchDown.current) {
        const p = toTable(e.nativeEvent.clientX, e.nativeEvent.clientY);
        if (p) st.addMeasureEnd({ kind: 'point', at: { x: round2(p.x), y: round2(p.y) } });
        e.stopPropagation();
      }
    },
    [toTable],
  );
  const onTableClick = useCallback(
    (e: ThreeEvent<MouseEvent>) => {
      if (e.delta > 4) return;
      const st = useStore.getState();
      if (st.tool === 'measure' && touchDown.current) {
        const p = toTable(e.nativeEvent.clientX, e.nativeEvent.clientY);
        if (p) st.addMeasureEnd({ kind: 'point', at: { x: round2(p.x), y: round2(p.y) } });
        return;
      }
      if (st.tool === 'dispersion') {
        // the initial point of impact (a click, not the end of an orbit drag).
        const p = toTable(e.nativeEvent.clientX, e.nativeEvent.clientY);
        // The tool's store comes with the tool's chunk (already loaded while the tool is open).
        if (p)
          void import('../dispersion/dispersion-state').then((m) =>
            m.useDispersion.getState().setImpact({ x: round2(p.x), y: round2(p.y) }),
          );
        return;
      }
      // a contact point picked just beside the target's base.
      if (st.tool === 'move' && takeContactPoint(toTable(e.nativeEvent.clientX, e.nativeEvent.clientY))) return;
      if (st.tool === 'edit' && setupArmed()) {
        // Place or draw mode: the tap is a spot on the table; closing snaps within ~24 px.
        const at = toTable(e.nativeEvent.clientX, e.nativeEvent.clientY);
        const near = toTable(e.nativeEvent.clientX + 24, e.nativeEvent.clientY);
        if (at) tapSetup(at, near ? Math.hypot(near.x - at.x, near.y - at.y) : 20);
        return;
      }
      if (st.tool !== 'measure') {
        st.select(null);
        st.setSightTarget(null);
      }
    },
    [toTable],
  );
  return { onTableDown, onTableClick };
}

/** A piece's pointer handler, per tool: select, drag, aim, measure to it, or pick the shooter. */
export function usePieceHandlers(drag: ReturnType<typeof useDrag>) {
  const onFighterDown = useCallback(
    (f: FighterSpec, e: ThreeEvent<PointerEvent>) => {
      if (e.button !== 0) return;
      e.stopPropagation();
      const st = useStore.getState();
      // Touch: this finger is the piece's, not the camera's; held still, it opens the piece's
      // actions (in Edit, with another fighter selected, it adds this one to the selection).
      if (e.nativeEvent.pointerType === 'touch') {
        claimTouch(e.nativeEvent.pointerId);
        pressPiece('fighter', f.id, e.nativeEvent, st.tool === 'edit' ? groupAdder(f.id) : undefined);
      }
      switch (st.tool) {
        case 'move':
          // a contact point picked on the target's base: the point under the finger.
          if (takeContactPoint({ x: e.point.x, y: e.point.y })) break;
          st.select({ kind: 'fighter', id: f.id });
          drag('move', f.id, e);
          break;
        case 'edit':
          editFighterDown(f, e, drag);
          break;
        case 'sight':
        case 'contact':
          pickPair(f.id, e.nativeEvent.shiftKey);
          break;
        case 'measure':
          st.addMeasureEnd({ kind: 'fighter', id: f.id });
          break;
        case 'zones':
          st.select({ kind: 'fighter', id: f.id });
          break;
        case 'dispersion':
          // The shooter (R-7.1 line of fire); a second click drops it.
          st.select(
            st.selection?.kind === 'fighter' && st.selection.id === f.id ? null : { kind: 'fighter', id: f.id },
          );
          break;
      }
    },
    [drag],
  );
  const onSceneryDown = useCallback(
    (s: ScenerySpec, e: ThreeEvent<PointerEvent>) => {
      if (e.button !== 0) return;
      const st = useStore.getState();
      if (e.nativeEvent.pointerType === 'touch') {
        // Pressing scenery picks it (Edit drags it, Measure takes it as an end): no pan from there.
        if (st.tool === 'edit' || st.tool === 'measure') claimTouch(e.nativeEvent.pointerId);
        pressPiece('scenery', s.id, e.nativeEvent);
      }
      if (st.tool === 'measure') {
        e.stopPropagation();
        st.addMeasureEnd({ kind: 'scenery', id: s.id });
      } else if (st.tool === 'edit') {
        // A tap to place or draw goes through to the table; a fighter on the same ray wins over
        // the scenery drawn in front of it (its own handler runs next).
        if (setupArmed() || fighterHitFirst(e.intersections)) return;
        e.stopPropagation();
        st.select({ kind: 'scenery', id: s.id });
        drag('scenery', s.id, e);
      }
    },
    [drag],
  );
  return { onFighterDown, onSceneryDown };
}

/**
 * Sight and Contact take a pair: the first fighter tapped is the selection, the next the target
 * (Sight: the one looked at; Contact: the other base in dispute). Shift or the selection again
 * starts over.
 */
function pickPair(id: string, shift: boolean): void {
  const st = useStore.getState();
  if (shift || !st.selection || st.selection.kind !== 'fighter') {
    st.select({ kind: 'fighter', id });
    st.setSightTarget(null);
  } else if (st.selection.id === id) st.setSightTarget(null);
  else st.setSightTarget(id);
}

/**
 * Edit: face mode turns the selection toward this fighter; Shift adds it to (or takes it from)
 * the selection; a press on the selection or its group drags them all; else it is selected alone.
 */
function editFighterDown(f: FighterSpec, e: ThreeEvent<PointerEvent>, drag: ReturnType<typeof useDrag>): void {
  const st = useStore.getState();
  if (useSetup.getState().mode === 'face') {
    faceOnce({ x: f.position[0], y: f.position[1] });
    return;
  }
  if (e.nativeEvent.shiftKey) {
    const next = toggledGroup(st.selection, st.group, f.id);
    st.setGroup(next.selection, next.group);
    if (groupOf(next.selection, next.group, f.id).length > 0) drag('edit', f.id, e);
    return;
  }
  if (groupOf(st.selection, st.group, f.id).length === 0) st.select({ kind: 'fighter', id: f.id });
  drag('edit', f.id, e);
}

/** Edit, touch: a long press on another fighter adds it to the selection held before the press. */
function groupAdder(id: string): (() => boolean) | undefined {
  const { selection, group } = useStore.getState();
  if (selection?.kind !== 'fighter' || selection.id === id) return undefined;
  return () => {
    const next = toggledGroup(selection, group, id);
    useStore.getState().setGroup(next.selection, next.group);
    return true;
  };
}
