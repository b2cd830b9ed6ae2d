// A piece's actions after a long press on it (touch has no right click and no keys): turn a
// fighter by 15° either way (about its sight, R-4.1, as the [ and ] keys), edit it, delete it.
import { useStore } from '../state/store';
import { deleteSelected, turnSelected } from '../state/actions';
import { usePieceMenu } from './piece-menu';
import { useSheet } from './sheet-state';
import { lw } from './layout-words';

const MENU_W_PX = 300;
const MENU_H_PX = 170;

export function PieceMenu() {
  const target = usePieceMenu((s) => s.target);
  const lang = useStore((s) => s.lang);
  if (!target) return null;
  const close = () => usePieceMenu.getState().close();
  const select = () => useStore.getState().select({ kind: target.kind, id: target.id });
  const left = Math.max(8, Math.min(window.innerWidth - MENU_W_PX - 8, target.xPx - MENU_W_PX / 2));
  const top = Math.max(8, Math.min(window.innerHeight - MENU_H_PX - 8, target.yPx - MENU_H_PX - 24));
  return (
    <div className="piece-menu" role="menu" data-testid="piece-menu" data-piece={target.id} style={{ left, top }}>
      <h3>
        <span>
          {lw(lang, 'piece.actions')}: {target.id}
        </span>
        <button data-testid="piece-close" aria-label={lw(lang, 'piece.close')} onClick={close}>
          ×
        </button>
      </h3>
      {target.kind === 'fighter' && (
        <>
          <button
            role="menuitem"
            data-testid="piece-turn-left"
            aria-label={lw(lang, 'piece.turnLeft')}
            onClick={() => (select(), turnSelected(15))}
          >
            ⟲ 15°
          </button>
          <button
            role="menuitem"
            data-testid="piece-turn-right"
            aria-label={lw(lang, 'piece.turnRight')}
            onClick={() => (select(), turnSelected(-15))}
          >
            ⟳ 15°
          </button>
        </>
      )}
      <button
        role="menuitem"
        data-testid="piece-edit"
        onClick={() => {
          useStore.getState().setTool('edit');
          select();
          useSheet.getState().set('full');
          close();
        }}
      >
        {lw(lang, 'piece.edit')}
      </button>
      <button
        role="menuitem"
        data-testid="piece-delete"
        onClick={() => {
          select();
          deleteSelected();
          close();
        }}
      >
        {lw(lang, 'piece.delete')}
      </button>
    </div>
  );
}
