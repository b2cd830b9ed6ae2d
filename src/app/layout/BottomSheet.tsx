// The tool's panel: a side panel on a desktop, a bottom sheet on a phone held upright (a side
// sheet when held sideways). On a phone it can be pulled up, pushed down or dismissed from its
// handle; app.css decides which layout applies, so the desktop never sees the handle.
import { type ReactNode, useRef } from 'react';
import { useStore } from '../state/store';
import { lw } from './layout-words';
import { stepSheet, tapSheet, useSheet } from './sheet-state';

/** A pull shorter than this is a tap (CSS px). */
const TAP_SLOP_PX = 10;

export function BottomSheet({ children }: { children: ReactNode }) {
  const state = useSheet((s) => s.state);
  const lang = useStore((s) => s.lang);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const onDown = (e: React.PointerEvent<HTMLButtonElement>) => {
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onUp = (e: React.PointerEvent<HTMLButtonElement>) => {
    const s = start.current;
    start.current = null;
    if (!s || s.id !== e.pointerId) return;
    // Upright the sheet is pulled up; sideways it sits on the right and is pulled to the left.
    const sideways = window.matchMedia('(orientation: landscape)').matches;
    const pull = sideways ? s.x - e.clientX : s.y - e.clientY;
    const set = useSheet.getState().set;
    if (Math.abs(pull) < TAP_SLOP_PX) set(tapSheet(state));
    else set(stepSheet(state, pull > 0 ? 1 : -1));
  };
  return (
    <aside className="panel sheet" data-testid="side-panel" data-sheet={state}>
      <button
        className="sheet-handle"
        data-testid="sheet-handle"
        aria-label={lw(lang, state === 'full' ? 'sheet.lower' : 'sheet.raise')}
        aria-expanded={state !== 'closed'}
        onPointerDown={onDown}
        onPointerUp={onUp}
        onPointerCancel={() => (start.current = null)}
      >
        <i aria-hidden />
      </button>
      <div className="sheet-body">{children}</div>
    </aside>
  );
}
