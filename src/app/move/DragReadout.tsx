// While a fighter is dragged, its route's length against its potential and the verdict
// float beside it on the table, clear of the finger: on a phone the Move panel's own copy sits
// under the sheet's fold. Placed from the piece's projected screen point (readout-place.ts).
import { useLayoutEffect, useRef } from 'react';
import { useStore } from '../state/store';
import { screenProjector } from '../layout/screen-projector';
import { lengthAgainstWords } from '../words/format';
import { useT } from '../words/use-t';
import { useMoveFacts } from './move-facts';
import { placeReadout } from './readout-place';

/** Room kept between the readout and the table's edges (CSS px). */
const EDGE_PX = 6;

export function DragReadout() {
  const t = useT();
  const lang = useStore((s) => s.lang);
  const tool = useStore((s) => s.tool);
  const placement = useStore((s) => s.placement);
  const facts = useMoveFacts();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const stage = el?.offsetParent;
    if (!el || !stage || !placement) return;
    const at = screenProjector.toScreen(placement.position[0], placement.position[1], 4);
    if (!at) return;
    const r = stage.getBoundingClientRect();
    const area = { left: EDGE_PX, top: EDGE_PX, right: r.width - EDGE_PX, bottom: r.height - EDGE_PX };
    const box = { width: el.offsetWidth, height: el.offsetHeight };
    const p = placeReadout({ x: at.x - r.left, y: at.y - r.top }, box, area);
    el.style.transform = `translate(${p.left}px, ${p.top}px)`;
  });
  if (tool !== 'move' || !placement || !facts) return null;
  const shown = lengthAgainstWords(facts.lengthMm, facts.potentialMm, facts.withinPotential ? 'under' : 'over');
  return (
    <div
      ref={ref}
      className={`drag-readout ${facts.legal ? 'ok' : 'bad'}`}
      data-testid="drag-readout"
      data-legal={facts.legal}
      role="status"
    >
      <b data-testid="drag-length">{shown.length[lang]}</b>
      <span className="muted">
        {' '}
        / {shown.potential[lang]} <span className="small">({t('move.potential')})</span>
      </span>
      <div>{facts.legal ? t('move.legal') : t('move.illegal')}</div>
    </div>
  );
}
