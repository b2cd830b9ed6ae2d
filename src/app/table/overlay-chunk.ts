// The table's on-demand overlays in one chunk (table-overlays.ts loads it): the tools' overlays,
// what is drawn about a selected fighter (its field of view, turning handle, rings), the other
// players' ghosts on a live table, and the fighters' level-of-detail watch.
export { MoveOverlay } from './MoveOverlay';
export { SightOverlay } from './SightOverlay';
export { MeasureOverlay } from './MeasureOverlay';
export { ContactOverlay } from './ContactOverlay';
export { FieldOfView } from './FieldOfView';
export { RotateHandle } from './RotateHandle';
export { FighterRings } from './pieces/FighterRings';
export { DetailWatch } from './pieces/DetailWatch';
export { PeerGhosts } from '../live/PeerGhosts';
