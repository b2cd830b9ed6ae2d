// Every fighter's label — its id and name above the figure, the id alone when crowded
// (label-layout.ts) — put into the table's one label batch: no mesh per fighter.
import { useMemo } from 'react';
import type { FighterSpec } from '../../engine';
import { figureHeightMm } from '../../layout/look';
import { labelText } from '../../edit/picking';
import type { LabelRequest } from '../../layout/label-host';
import { useLabels } from '../../layout/use-labels';
import { BASE_HEIGHT_MM } from './part-geometry';
import { flyingLiftMm } from './fighter-parts';
import { SELECTED_RING } from './FighterRings';

const PLAIN = { colour: '#ffffff', fontSizeMm: 15 };
const SELECTED = { colour: SELECTED_RING, fontSizeMm: 19 };

export function fighterLabel(f: FighterSpec, selected: boolean, target: boolean): LabelRequest {
  const look = selected ? SELECTED : PLAIN;
  const topMm = flyingLiftMm(f) + figureHeightMm(f.size) + BASE_HEIGHT_MM + 10;
  return {
    key: `fighter:${f.id}`,
    at: [f.position[0], f.position[1], topMm],
    text: labelText(f.id, f.name),
    shortText: f.id,
    look: { ...look, outlineWidthMm: 1.5, outlineColour: '#111111' },
    rank: selected ? 'selected' : target ? 'target' : 'fighter',
  };
}

export function FighterLabels({
  fighters,
  selectedId,
  targetId,
}: {
  fighters: readonly FighterSpec[];
  selectedId: string | null;
  targetId: string | null;
}) {
  const requests = useMemo(
    () => fighters.map((f) => fighterLabel(f, f.id === selectedId, f.id === targetId)),
    [fighters, selectedId, targetId],
  );
  useLabels(requests);
  return null;
}
