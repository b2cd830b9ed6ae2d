// The rings about the selected fighter (yellow) and the one aimed at (magenta): a line each, at
// most two draw calls whatever the number of fighters. Each line is made for its base and moved
// with its fighter, so that a drag makes no new geometry.
import { useMemo } from 'react';
import { Line } from '@react-three/drei';
import type { FighterSpec } from '../../engine';
import { ringOutline } from './ring-points';
import { flyingLiftMm } from './fighter-parts';
import { SELECTED_RING, TARGET_RING } from '../../layout/look';

export function FighterRings({
  fighters,
  selected,
  grouped = [],
  targetId,
}: {
  fighters: readonly FighterSpec[];
  selected: FighterSpec | undefined;
  /** Fighters set up together with the selection (Edit tool): ringed like it. */
  grouped?: readonly string[];
  targetId: string | null;
}) {
  const ringed: { f: FighterSpec; colour: string }[] = [];
  if (selected) ringed.push({ f: selected, colour: SELECTED_RING });
  for (const f of fighters) if (f !== selected && grouped.includes(f.id)) ringed.push({ f, colour: SELECTED_RING });
  const target = fighters.find((f) => f.id === targetId && f !== selected);
  if (target) ringed.push({ f: target, colour: TARGET_RING });
  return (
    <>
      {ringed.map(({ f, colour }) => (
        <Ring key={`${f.id}:${colour}`} f={f} colour={colour} />
      ))}
    </>
  );
}

function Ring({ f, colour }: { f: FighterSpec; colour: string }) {
  const baseKey = JSON.stringify(f.base);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const points = useMemo(() => ringOutline(f), [baseKey]);
  return (
    <group position={[f.position[0], f.position[1], flyingLiftMm(f)]} rotation={[0, 0, (f.facing * Math.PI) / 180]}>
      <Line points={points} color={colour} lineWidth={3} raycast={noRaycast} />
    </group>
  );
}

/** Rings are drawn, never pressed: a press goes to the fighter's base beneath. */
const noRaycast = () => null;
