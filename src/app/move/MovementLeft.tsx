// The movement the selected fighter has left in the activation under way (issue 32, item 7): the
// potential shown above less the moves the game's record holds for it since the activation
// opened (geometry/record/movement-left.ts). Loaded with the record's engine door, on demand.
import { movementLeft } from '../engine/record';
import { useRecord } from '../record/record-store';
import { useStore } from '../state/store';
import { cm } from '../words/i18n';
import { pw } from '../live/play-words';
import { RuleLink } from '../rules/Rules';

export default function MovementLeft({ fighterId, potentialMm }: { fighterId: string; potentialMm: number }) {
  const game = useRecord((s) => s.game);
  const lang = useStore((s) => s.lang);
  if (!game) return null;
  const left = movementLeft(game, fighterId, potentialMm);
  return (
    <dl className="facts" data-testid="movement-left" data-left-mm={left.leftMm} data-used-mm={left.usedMm}>
      <dt>{pw(lang, 'movementLeft')}</dt>
      <dd>
        <b>{cm(left.leftMm)}</b>{' '}
        <span className="muted small">
          ({cm(potentialMm)} − {cm(left.usedMm)} {pw(lang, 'movementUsed')}, <RuleLink id="R-6.5" />)
        </span>
      </dd>
    </dl>
  );
}
