// On a phone the tool bar shows the tools alone; everything else (views, files, language, edition,
// lessons) folds behind this button. On a desktop the button is hidden and every group shows.
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
