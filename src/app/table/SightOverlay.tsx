// The Sight tool on the table: the fan of lines from the chosen fighter to its target, or rings on
// the fighters it sees when no target is chosen.
import { useMemo } from 'react';
import { Line } from '@react-three/drei';
import * as THREE from 'three';
import { explainLos, halfDepthMm, sightFan, whoSeesWhom } from '../engine';
import { FAN_COLOURS, VERDICT_COLOURS } from '../layout/look';
import { useStore } from '../state/store';
import { effectiveScene } from '../state/actions';

export function SightOverlay() {
  const scene = useStore((s) => s.scene);
  const placement = useStore((s) => s.placement);
  const selection = useStore((s) => s.selection);
  const target = useStore((s) => s.sightTarget);
  const from = selection?.kind === 'fighter' ? selection.id : null;
  const shown = useMemo(() => effectiveScene(scene, placement), [scene, placement]);
  const ex = useMemo(() => {
    if (!from || !target || !shown.fighters.some((f) => f.id === target)) return null;
    return explainLos(scene, from, target, placement);
  }, [scene, placement, from, target, shown]);
  const fan = useMemo(() => (ex ? sightFan(scene, ex, 41, placement) : null), [scene, placement, ex]);
  // the free line from base to base that gives sight in Rag'narok, drawn bold.
  const witness = ex?.sight.method === 'base-to-base' && ex.los !== 'none' ? ex.sight.witness : null;
  const who = useMemo(
    () => (from && !target ? whoSeesWhom(scene, from, placement) : null),
    [scene, placement, from, target],
  );
  if (fan) {
    const pts: [number, number, number][] = [];
    const cols: [number, number, number][] = [];
    for (const r of fan) {
      pts.push([r.from.x, r.from.y, 7], [r.to.x, r.to.y, 7]);
      const c = new THREE.Color(FAN_COLOURS[r.kind]);
      cols.push([c.r, c.g, c.b], [c.r, c.g, c.b]);
    }
    return (
      <group>
        <Line points={pts} segments vertexColors={cols} lineWidth={1.6} />
        {witness && (
          <Line
            points={witness.map((p) => [p.x, p.y, 8] as [number, number, number])}
            color={FAN_COLOURS.clear}
            lineWidth={4}
          />
        )}
      </group>
    );
  }
  if (who) {
    return (
      <group>
        {who.sees.map((s) => {
          const f = shown.fighters.find((x) => x.id === s.id);
          if (!f) return null;
          const r = Math.max(halfDepthMm(f.base), f.base.type === 'rect' ? f.base.depth / 2 : 0) + 7;
          const pts: [number, number, number][] = Array.from({ length: 33 }, (_, i) => {
            const t = (i / 32) * Math.PI * 2;
            return [f.position[0] + r * Math.cos(t), f.position[1] + r * Math.sin(t), 1.2];
          });
          return (
            <Line
              key={s.id}
              points={pts}
              color={VERDICT_COLOURS[s.los]}
              lineWidth={s.los === 'none' ? 1.5 : 3}
              dashed={s.los === 'none'}
              dashSize={5}
              gapSize={4}
            />
          );
        })}
      </group>
    );
  }
  return null;
}
