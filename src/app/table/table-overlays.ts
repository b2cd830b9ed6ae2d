// What the table draws only once the player acts — a tool's overlay, the selected fighter's field
// of view, turning handle and rings — in a chunk of their own, off the first screen (its budget,
// bench/bundle-size.ts). It is fetched as soon as the table has mounted, so that the first
// selection or tool finds them loaded.
import { lazy } from 'react';

/** One chunk for all of them: a chunk each would split the modules they share off the first screen's. */
const load = () => import('./overlay-chunk');

export const MoveOverlay = lazy(async () => ({ default: (await load()).MoveOverlay }));
export const SightOverlay = lazy(async () => ({ default: (await load()).SightOverlay }));
export const MeasureOverlay = lazy(async () => ({ default: (await load()).MeasureOverlay }));
export const ContactOverlay = lazy(async () => ({ default: (await load()).ContactOverlay }));
export const FieldOfView = lazy(async () => ({ default: (await load()).FieldOfView }));
export const RotateHandle = lazy(async () => ({ default: (await load()).RotateHandle }));
export const FighterRings = lazy(async () => ({ default: (await load()).FighterRings }));
export const DetailWatch = lazy(async () => ({ default: (await load()).DetailWatch }));
export const PeerGhosts = lazy(async () => ({ default: (await load()).PeerGhosts }));

/** Fetches every overlay's chunk now (the table has been drawn). */
export function preloadTableOverlays(): void {
  void load();
}
