// Binds the touch gestures (touch-gestures.ts) to the 3D table: mounted inside the Canvas so it
// listens on the element R3F listens on, after R3F (a piece's handler claims its finger first).
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { LongPress, TouchCamera } from './touch-gestures';
import { usePieceMenu } from './piece-menu';
import { useStore } from '../state/store';

let current: TouchCamera | null = null;
const longPress = new LongPress();
let aborter: (() => void) | null = null;

/** A piece took this finger (it drags the piece, the camera stays). */
export function claimTouch(pointerId: number): void {
  current?.claim(pointerId);
}

/** The drag in progress, so that a long press can call it off before it commits anything. */
export function setDragAborter(abort: (() => void) | null): void {
  aborter = abort;
}

/**
 * Start timing a long press on a piece; when it fires, the drag stops and its actions open, unless
 * the tool takes the press itself (`taken` answers true: Edit adds the piece to the selection).
 */
export function pressPiece(kind: 'fighter' | 'scenery', id: string, ev: PointerEvent, taken?: () => boolean): void {
  if (ev.pointerType !== 'touch') return;
  longPress.start({ x: ev.clientX, y: ev.clientY }, () => {
    aborter?.();
    aborter = null;
    if (taken?.()) return;
    useStore.getState().select({ kind, id });
    usePieceMenu.getState().open({ kind, id, xPx: ev.clientX, yPx: ev.clientY });
  });
}

export function TableTouch() {
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls) as OrbitControlsImpl | null;
  const invalidate = useThree((s) => s.invalidate);
  const connected = useThree((s) => s.events.connected) as HTMLElement | undefined;
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => {
    if (!controls) return;
    const element = connected ?? canvas;
    const touch = new TouchCamera({
      camera: camera as THREE.PerspectiveCamera | THREE.OrthographicCamera,
      target: controls.target,
      element: canvas,
      changed: () => {
        // As OrbitControls does when a mouse starts moving the camera (table/Controls.tsx keeps the view then).
        controls.dispatchEvent({ type: 'start', target: controls } as Parameters<typeof controls.dispatchEvent>[0]);
        controls.update();
        invalidate();
      },
    });
    current = touch;
    const onDown = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      usePieceMenu.getState().close();
      touch.down(e.pointerId, { x: e.clientX, y: e.clientY });
      // A second finger turns a press on a piece into a camera gesture.
      if (touch.fingerCount > 1) longPress.cancel();
    };
    const onMove = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      longPress.move({ x: e.clientX, y: e.clientY });
      touch.move(e.pointerId, { x: e.clientX, y: e.clientY });
    };
    const onUp = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      longPress.cancel();
      touch.up(e.pointerId);
    };
    // Safari's own pinch-zoom gestures, which touch-action alone does not stop there.
    const noGesture = (e: Event) => e.preventDefault();
    element.addEventListener('gesturestart', noGesture);
    element.addEventListener('pointerdown', onDown);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      current = null;
      element.removeEventListener('gesturestart', noGesture);
      element.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, [camera, controls, invalidate, connected, canvas]);
  return null;
}
