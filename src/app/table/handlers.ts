// What a press or a tap does, tool by tool: on the empty table (a measure's point, Dispersion's
// impact, a set-up tap, clearing the selection) and on a piece (select, drag, aim, measure, pick).
import { useCallback, useRef } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import type { FighterSpec, ScenerySpec } from '../engine';
import { useStore } from '../state/store';
import { setupArmed, tapSetup } from '../edit/setup';
import { fighterHitFirst } from '../edit/picking';
import { claimTouch, pressPiece } from '../layout/TableTouch';
import { round2, type usePointerToTable } from './pointer';
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
      // Touch: this finger is the piece's, not the camera's; held still, it opens the piece's actions.
      if (e.nativeEvent.pointerType === 'touch') {
        claimTouch(e.nativeEvent.pointerId);
        pressPiece('fighter', f.id, e.nativeEvent);
      }
      const st = useStore.getState();
      switch (st.tool) {
        case 'move':
          st.select({ kind: 'fighter', id: f.id });
          drag('move', f.id, e);
          break;
        case 'edit':
          st.select({ kind: 'fighter', id: f.id });
          drag('edit', f.id, e);
          break;
        case 'sight':
          if (e.nativeEvent.shiftKey || !st.selection || st.selection.kind !== 'fighter') {
            st.select({ kind: 'fighter', id: f.id });
            st.setSightTarget(null);
          } else if (st.selection.id === f.id) st.setSightTarget(null);
          else st.setSightTarget(f.id);
          break;
        case 'measure':
          st.addMeasureEnd({ kind: 'fighter', id: f.id });
          break;
        case 'contact':
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
