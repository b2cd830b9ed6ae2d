// The legend at the foot of the table's view: each side's colour and how many fighters it has,
// and in the Sight tool what the colours of the lines of sight mean.
import { useMemo } from 'react';
import { useStore } from '../state/store';
import { FAN_COLOURS, sideColour } from '../layout/look';
import { sideName } from '../words/format';
import { useT } from '../words/use-t';

/** `testId`: the sheet's copy on a phone has its own (app.css shows one or the other). */
export function Legend({ testId = 'legend' }: { testId?: string }) {
  const t = useT();
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const tool = useStore((s) => s.tool);
  const sides = useMemo(() => [...new Set(scene.fighters.map((f) => f.side))], [scene.fighters]);
  return (
    <div className="legend" data-testid={testId}>
      {sides.map((s) => (
        <span key={s} className="chip">
          <i style={{ background: sideColour(scene, s) }} /> {sideName(lang, s)}{' '}
          <small>({scene.fighters.filter((f) => f.side === s).length})</small>
        </span>
      ))}
      {tool === 'sight' && (
        <>
          <span className="chip">
            <i style={{ background: FAN_COLOURS.clear }} /> {t('legend.clear')}
          </span>
          <span className="chip">
            <i style={{ background: FAN_COLOURS.hinder }} /> {t('legend.hinder')}
          </span>
          <span className="chip">
            <i style={{ background: FAN_COLOURS.block }} /> {t('legend.block')}
          </span>
        </>
      )}
    </div>
  );
}
