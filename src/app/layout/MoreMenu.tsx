// On a phone the tool bar shows the tools and Undo alone; everything else (views, files, language,
// edition, lessons) folds behind this button and opens over the table, never resizing it (the
// camera keeps its view) and always from its top. On a desktop the button is hidden and every
// group shows in the bar (the sheet is `display: contents` there, app.css).
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useStore } from '../state/store';
import { lw } from './layout-words';
import { useMore } from './more-state';

export function MoreButton() {
  const open = useMore((s) => s.open);
  const lang = useStore((s) => s.lang);
  return (
    <button
      className={`more-button${open ? ' on' : ''}`}
      data-testid="more"
      aria-expanded={open}
      aria-label={lw(lang, open ? 'more.close' : 'more')}
      title={lw(lang, 'more')}
      onClick={() => useMore.getState().toggle()}
    >
      {open ? '×' : '⋯'}
    </button>
  );
}

/** The folded groups: a sheet over the table on a phone, plain groups of the bar on a desktop. */
export function MoreSheet({ children }: { children: ReactNode }) {
  const open = useMore((s) => s.open);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (open && ref.current) ref.current.scrollTop = 0;
  }, [open]);
  return (
    <div
      ref={ref}
      className={`more-sheet${open ? ' open' : ''}`}
      data-testid="more-sheet"
      // A button chosen in the menu (a view, Lessons, Save…) is done with it: the table shows again.
      onClick={(e) => {
        if (open && (e.target as HTMLElement).closest('button')) useMore.getState().close();
      }}
    >
      {children}
    </div>
  );
}
