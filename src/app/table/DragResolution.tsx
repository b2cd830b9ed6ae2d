// The table's drawing resolution: the screen's own at rest, a lower one while a piece is dragged.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { useStore } from '../state/store';

/**
 * The resolution at rest: phones and tablets (a coarse pointer) draw at their screen's density, up
 * to 2, so that the labels are sharp on high-density screens; a desktop draws one pixel per CSS px.
 */
export const REST_DPR =
  typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches
    ? Math.min(Math.max(window.devicePixelRatio || 1, 1), 2)
    : 1;

/**
 * Software WebGL is bound by the pixels it fills: while something is dragged the table is drawn
 * at a lower resolution (every frame must keep up with the pointer), then sharp again on release.
 */
export function DragResolution() {
  const dragging = useStore((s) => s.placement !== null || s.sceneryDrag !== null);
  const setDpr = useThree((s) => s.setDpr);
  useEffect(() => {
    setDpr(dragging ? 0.6 : REST_DPR);
  }, [dragging, setDpr]);
  return null;
}
