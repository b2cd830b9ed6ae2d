// Setting up the selected fighter: turn it on the spot (about its base centre, so the base stays
// where it was put), face it toward a fighter or a point, and how many are moved together.
import { useStore } from '../state/store';
import { tw } from '../words/table-words';
import { turnSelected } from '../state/actions';
import { useSetup } from './setup';

export function FighterTools() {
  const lang = useStore((s) => s.lang);
  const together = useStore((s) => (s.selection?.kind === 'fighter' ? 1 + s.group.length : 0));
  const mode = useSetup((s) => s.mode);
  if (together === 0) return null;
  const facing = mode === 'face';
  return (
    <div className="setup" data-testid="fighter-tools">
      <div className="row wrap">
        <span className="muted small">{tw(lang, 'fighter.turn')}:</span>
        <button data-testid="spot-left" onClick={() => turnSelected(15)}>
          ⟲ 15°
        </button>
        <button data-testid="spot-right" onClick={() => turnSelected(-15)}>
          ⟳ 15°
        </button>
        <button
          data-testid="face-toward"
          className={facing ? 'on' : ''}
          aria-pressed={facing}
          onClick={() => useSetup.getState().setMode(facing ? 'idle' : 'face')}
        >
          {tw(lang, 'fighter.face')}
        </button>
      </div>
      <p className="muted small" data-testid="group-count" data-count={together}>
        {together > 1 ? `${together} ${tw(lang, 'group.count')} ` : ''}
        {tw(lang, 'group.how')}
      </p>
    </div>
  );
}
