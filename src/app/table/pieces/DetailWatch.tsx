// Watches the camera before each frame and tells the fighters' layer when its round parts need
// more or fewer sides (detail.ts): loaded with the overlays, off the first screen; until then the
// parts are drawn with all their sides.
import { useMemo } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import type { FighterSpec } from '../../engine';
import { figureHeightMm } from '../../layout/look';
import { useStore } from '../../state/store';
import type { Detail } from './part-geometry';
import { type RoundSizes, detailFor, largestPxPerMm } from './detail';

/** The largest base and head on the table (mm), which the detail must draw true to half a pixel. */
function roundSizes(fighters: readonly FighterSpec[]): RoundSizes {
  let baseRadiusMm = 0;
  let sizeMost = 0;
  for (const f of fighters) {
    baseRadiusMm = Math.max(baseRadiusMm, f.base.type === 'round' ? f.base.diameter / 2 : 0);
    sizeMost = Math.max(sizeMost, f.size);
  }
  return { baseRadiusMm, headRadiusMm: 0.14 * figureHeightMm(sizeMost) };
}

/** The detail the camera's view needs, checked before each frame; a change re-renders (rarely: zooming). */
export function DetailWatch({
  fighters,
  detail,
  onChange,
}: {
  fighters: readonly FighterSpec[];
  detail: Detail;
  onChange: (d: Detail) => void;
}) {
  const sizes = useMemo(() => roundSizes(fighters), [fighters]);
  const table = useStore((s) => s.scene.table);
  const heightPx = useThree((s) => s.size.height);
  useFrame(({ camera }) => {
    // Figures stand at most 14 + 11 x 5 mm, flyers 60 mm up: the box the table's parts lie in.
    const pxPerMm = largestPxPerMm(camera, table.width, table.depth, 140, heightPx);
    const next = detailFor(pxPerMm, sizes);
    if (
      next.base !== detail.base ||
      next.dot !== detail.dot ||
      next.figure !== detail.figure ||
      next.head !== detail.head
    )
      onChange(next);
  });
  return null;
}
