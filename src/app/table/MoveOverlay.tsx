// The Move tool on the table while a fighter is dragged: where it started, how far it may go, its
// route (green if legal, red if not) and the route's length.
import { useMemo } from 'react';
import { Billboard, Line } from '@react-three/drei';
import { evaluateMove, fighterFootprint } from '../engine';
import { cm } from '../words/i18n';
import { useStore } from '../state/store';
import { Label } from '../layout/Label';

export function MoveOverlay() {
  const scene = useStore((s) => s.scene);
  const placement = useStore((s) => s.placement);
  const start = useStore((s) => s.moveStart);
  const action = useStore((s) => s.action);
  const disengaged = useStore((s) => s.disengaged);
  const facts = useMemo(
    () => (placement && start ? evaluateMove(scene, start, placement, action, { disengaged }) : null),
    [scene, placement, start, action, disengaged],
  );
  if (!facts || !placement) return null;
  const orig = scene.fighters.find((f) => f.id === placement.id);
  if (!orig) return null;
  const colour = facts.legal ? '#3ee07a' : '#ff4a4a';
  const a = facts.route[0];
  const b = facts.route[facts.route.length - 1];
  const ghost = fighterFootprint(orig);
  const ghostPts: [number, number, number][] =
    ghost.kind === 'circle'
      ? Array.from(
          { length: 41 },
          (_, i) =>
            [
              ghost.center.x + ghost.radiusMm * Math.cos((i / 40) * 2 * Math.PI),
              ghost.center.y + ghost.radiusMm * Math.sin((i / 40) * 2 * Math.PI),
              1,
            ] as [number, number, number],
        )
      : [...ghost.points, ghost.points[0]].map((p) => [p.x, p.y, 1] as [number, number, number]);
  const reach: [number, number, number][] = Array.from({ length: 97 }, (_, i) => {
    const t = (i / 96) * Math.PI * 2;
    return [a.x + facts.potentialMm * Math.cos(t), a.y + facts.potentialMm * Math.sin(t), 0.9];
  });
  const mid = facts.route[Math.floor(facts.route.length / 2)] ?? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  return (
    <group>
      <Line points={ghostPts} color="#ffffff" lineWidth={1.5} dashed dashSize={4} gapSize={3} />
      <Line points={reach} color="#9fd7ff" lineWidth={1.2} dashed dashSize={10} gapSize={8} />
      {facts.lengthMm > 0.05 && (
        <Line points={facts.route.map((p) => [p.x, p.y, 6] as [number, number, number])} color={colour} lineWidth={4} />
      )}
      <Billboard position={[mid.x, mid.y, 30]}>
        <Label fontSize={16} color={colour} outlineWidth={1.6} outlineColor="#111" anchorY="bottom">
          {cm(facts.lengthMm)}
        </Label>
      </Billboard>
    </group>
  );
}
