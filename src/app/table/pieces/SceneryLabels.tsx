// Every scenery piece's label — its name and size class (R-5.5) above it — put into the table's
// one label batch; the piece being dragged carries its label along.
import { useMemo } from 'react';
import type { ScenerySpec } from '../../engine';
import { sceneryHeightMm } from '../../layout/look';
import type { LabelRequest } from '../../layout/label-host';
import { useLabels } from '../../layout/use-labels';
import { centroid } from '../scenery-shape';

const LOOK = { fontSizeMm: 15, colour: '#f7f3e8', outlineWidthMm: 1.4, outlineColour: '#1d1d1d' };

export function sceneryLabel(s: ScenerySpec, selected: boolean, offset: readonly [number, number]): LabelRequest {
  const c = s.shape.type === 'circle' ? { x: s.shape.center[0], y: s.shape.center[1] } : centroid(s.shape.points);
  const name = s.name ?? s.id;
  return {
    key: `scenery:${s.id}`,
    // A house's label clears its roof.
    at: [c.x + offset[0], c.y + offset[1], sceneryHeightMm(s) + (s.kind === 'house' ? 55 : 16)],
    text: `${name}${s.size !== undefined ? ` · ${s.size}` : ''}`,
    look: LOOK,
    rank: selected ? 'selected' : 'scenery',
  };
}

const STILL = [0, 0] as const;

export function SceneryLabels({
  scenery,
  selectedId,
  dragged,
}: {
  scenery: readonly ScenerySpec[];
  selectedId: string | null;
  dragged: { id: string; dx: number; dy: number } | null;
}) {
  const requests = useMemo(
    () =>
      scenery.map((s) => sceneryLabel(s, s.id === selectedId, dragged?.id === s.id ? [dragged.dx, dragged.dy] : STILL)),
    [scenery, selectedId, dragged],
  );
  useLabels(requests);
  return null;
}
