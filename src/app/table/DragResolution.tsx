// The table's drawing resolution: the screen's own at rest, a lower one while a piece is dragged.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { useStore } from '../state/store';
import { renderMeans, thisDevice } from './render-means';

/** This device's resolutions and antialiasing (render-means.ts), chosen once as the app starts. */
export const MEANS = renderMeans(thisDevice());

/**
 * Software WebGL is bound by the pixels it fills: while something is dragged the table is drawn
 * at a lower resolution (every frame must keep up with the pointer), then sharp again on release.
 */
export function DragResolution() {
  const dragging = useStore((s) => s.placement !== null || s.sceneryDrag !== null);
  const setDpr = useThree((s) => s.setDpr);
  useEffect(() => {
    setDpr(dragging ? MEANS.dragDpr : MEANS.restDpr);
  }, [dragging, setDpr]);
  return null;
}
