// The other players on the live table, drawn in the 3D view: a ring in their colour around what
// they selected, and while they drag a fighter its ghost at the dragged spot with the route of its
// sight, worked out here from the shared scene (so both screens show the same route).
import { useEffect, useMemo } from 'react';
import { Billboard, Line } from '@react-three/drei';
import { type FighterSpec, type MoveAction, type Scene, evaluateMove, fighterFootprint, moveStart } from '../engine';
import { useStore } from '../state/store';
import { setProbe } from '../state/probe';
import { Label } from '../layout/Label';
import { type Peer, type PeerDrag, usePresence } from './presence';
import { PlayMarks } from './PlayMarks';

type P3 = [number, number, number];

function outline(f: Pick<FighterSpec, 'base' | 'position' | 'facing'>, growMm: number, z: number): P3[] {
  const fp = fighterFootprint(f);
  if (fp.kind === 'circle') {
    return Array.from({ length: 41 }, (_, i) => {
      const a = (i / 40) * Math.PI * 2;
      return [
        fp.center.x + (fp.radiusMm + growMm) * Math.cos(a),
        fp.center.y + (fp.radiusMm + growMm) * Math.sin(a),
        z,
      ];
    });
  }
  const cx = f.position[0];
  const cy = f.position[1];
  const pts = fp.points.map((p) => {
    const d = Math.max(1, Math.hypot(p.x - cx, p.y - cy));
    return [p.x + ((p.x - cx) / d) * growMm, p.y + ((p.y - cy) / d) * growMm, z] as P3;
  });
  return [...pts, pts[0]];
}

export type GhostRoute = { points: { x: number; y: number }[]; lengthMm: number; legal: boolean | null };

/** The route a peer's drag shows: the judged route in the Move tool, the straight shift in Edit. */
export function ghostRoute(scene: Scene, drag: PeerDrag): GhostRoute | null {
  const f = scene.fighters.find((x) => x.id === drag.id);
  if (!f) return null;
  if (drag.mode === 'move') {
    try {
      const facts = evaluateMove(scene, moveStart(scene, drag.id), drag, drag.action as MoveAction);
      return { points: [...facts.route], lengthMm: facts.lengthMm, legal: facts.legal };
    } catch {
      /* a peer's drag that this scene cannot judge (the fighter changed meanwhile): draw it straight */
    }
  }
  const a = { x: f.position[0], y: f.position[1] };
  const b = { x: drag.position[0], y: drag.position[1] };
  return { points: [a, b], lengthMm: Math.hypot(b.x - a.x, b.y - a.y), legal: null };
}

function PeerMarks({ peer, scene }: { peer: Peer; scene: Scene }) {
  const selected =
    peer.selection?.kind === 'fighter' ? scene.fighters.find((f) => f.id === peer.selection!.id) : undefined;
  const dragged = peer.drag ? scene.fighters.find((f) => f.id === peer.drag!.id) : undefined;
  const route = useMemo(() => (peer.drag ? ghostRoute(scene, peer.drag) : null), [scene, peer.drag]);
  return (
    <group name={`peer-${peer.clientId}`}>
      {selected && !peer.drag && (
        <>
          <Line points={outline(selected, 9, 1.2)} color={peer.colour} lineWidth={3} dashed dashSize={6} gapSize={3} />
          {/* Their name beside their ring, clear of the base (issue 32). */}
          <Billboard position={[selected.position[0], selected.position[1] - 30, 45]}>
            <Label fontSize={13} color={peer.colour} outlineWidth={1.4} outlineColor="#111111" anchorY="top">
              {peer.name}
            </Label>
          </Billboard>
        </>
      )}
      {dragged && peer.drag && (
        <>
          <Line
            points={outline({ ...dragged, position: peer.drag.position, facing: peer.drag.facing }, 0, 5)}
            color={peer.colour}
            lineWidth={3}
          />
          {route && route.points.length > 1 && (
            <Line
              points={route.points.map((p) => [p.x, p.y, 7] as P3)}
              color={peer.colour}
              lineWidth={4}
              dashed
              dashSize={8}
              gapSize={4}
            />
          )}
          <Billboard position={[peer.drag.position[0], peer.drag.position[1], 45]}>
            <Label fontSize={14} color={peer.colour} outlineWidth={1.4} outlineColor="#111111" anchorY="bottom">
              {peer.name}
            </Label>
          </Billboard>
        </>
      )}
    </group>
  );
}

export function PeerGhosts() {
  const peers = usePresence((s) => s.peers);
  const scene = useStore((s) => s.scene);
  useEffect(
    () =>
      setProbe('live-peers', () =>
        usePresence.getState().peers.map((p) => {
          const r = p.drag ? ghostRoute(useStore.getState().scene, p.drag) : null;
          return {
            name: p.name,
            colour: p.colour,
            selection: p.selection,
            drag: p.drag,
            routeLengthMm: r?.lengthMm ?? null,
            routePoints: r?.points.length ?? 0,
          };
        }),
      ),
    [],
  );
  return (
    <group>
      <PlayMarks />
      {peers.map((p) => (
        <PeerMarks key={p.clientId} peer={p} scene={scene} />
      ))}
    </group>
  );
}
