// What the table's crowding labels say, where and how they look: every fighter's id and name
// above its figure (the id alone when crowded, label-layout.ts) and every scenery piece's name and
// size class (R-5.5) above it. Plain data, drawn by the label batch (layout/LabelBatch.tsx).
import type { FighterSpec, ScenerySpec } from '../../engine';
import { SELECTED_RING, figureHeightMm, sceneryHeightMm } from '../../layout/look';
import { labelText } from '../../edit/picking';
import type { LabelRequest } from '../../layout/label-request';
import { centroid } from '../scenery-shape';
import { BASE_HEIGHT_MM } from './part-geometry';
import { flyingLiftMm } from './fighter-parts';

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
