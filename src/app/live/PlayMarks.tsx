// What players share on the table itself (issue 32, item 7): the rulers and range rings left there,
// each with its length, and the pings (a pulse in the pinger's colour, with their name, ~3 s). A
// long press on the empty table pings: the finger (or mouse) held still where no piece took it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Billboard, Line } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { useStore } from '../state/store';
import { setProbe } from '../state/probe';
import { cm } from '../words/i18n';
import { Label } from '../layout/Label';
import { LongPress } from '../layout/touch-gestures';
import { usePieceMenu } from '../layout/piece-menu';
import type { Mark } from '../../live/play-doc';
import { type Ping, PING_MS, usePlay } from './play-store';

type P3 = [number, number, number];
const MARK_COLOUR = '#7fd1ff';

function circle(cx: number, cy: number, r: number, z: number, n = 72): P3[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a), z];
  });
}

function MarkShape({ mark }: { mark: Mark }) {
  if (mark.kind === 'ruler') {
    const [a, b] = [mark.from, mark.to];
    const lengthMm = Math.hypot(b[0] - a[0], b[1] - a[1]);
    return (
      <group>
        <Line
          points={[
            [a[0], a[1], 6],
            [b[0], b[1], 6],
          ]}
          color={MARK_COLOUR}
          lineWidth={3}
          dashed
          dashSize={10}
          gapSize={5}
        />
        <Billboard position={[(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, 20]}>
          <Label fontSize={12} color={MARK_COLOUR} outlineWidth={1.2} outlineColor="#111111">
            {cm(lengthMm)}
          </Label>
        </Billboard>
      </group>
    );
  }
  const [x, y] = mark.center;
  return (
    <group>
      <Line points={circle(x, y, mark.radiusMm, 6)} color={MARK_COLOUR} lineWidth={2.5} />
      <Billboard position={[x + mark.radiusMm, y, 20]}>
        <Label fontSize={12} color={MARK_COLOUR} outlineWidth={1.2} outlineColor="#111111">
          {cm(mark.radiusMm)}
        </Label>
      </Billboard>
    </group>
  );
}

/** A ping's pulse: a circle widening from 10 to 60 mm, again and again, until PING_MS have passed. */
function PingPulse({ ping }: { ping: Ping }) {
  const ring = useRef<THREE.Group>(null);
  const unit = useMemo(() => circle(0, 0, 1, 0, 48), []);
  useFrame(() => {
    const t = (performance.now() - ping.sinceMs) / 1000;
    const s = 10 + 50 * ((t * 1.5) % 1);
    ring.current?.scale.set(s, s, 1);
  });
  return (
    <group position={[ping.at[0], ping.at[1], 4]}>
      <group ref={ring}>
        <Line points={unit} color={ping.colour} lineWidth={4} />
      </group>
      <Billboard position={[0, 0, 40]}>
        <Label fontSize={14} color={ping.colour} outlineWidth={1.4} outlineColor="#111111" anchorY="bottom">
          {ping.name}
        </Label>
      </Billboard>
    </group>
  );
}

/** The table point under the screen point (x, y), on the table's plane z = 0. */
function tablePoint(camera: THREE.Camera, el: HTMLElement, x: number, y: number): [number, number] | null {
  const r = el.getBoundingClientRect();
  const ndc = new THREE.Vector2(((x - r.left) / r.width) * 2 - 1, -((y - r.top) / r.height) * 2 + 1);
  const ray = new THREE.Raycaster();
  ray.setFromCamera(ndc, camera);
  const hit = ray.ray.intersectPlane(new THREE.Plane(new THREE.Vector3(0, 0, 1), 0), new THREE.Vector3());
  return hit ? [hit.x, hit.y] : null;
}

/** A long press on the empty table pings there (not on a piece: its own long press opens its actions). */
function usePingPress(): void {
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => {
    const press = new LongPress();
    const down = (e: PointerEvent) => {
      if (e.button !== 0) return;
      press.start({ x: e.clientX, y: e.clientY }, () => {
        const st = useStore.getState();
        if (usePieceMenu.getState().target || st.placement) return;
        const at = tablePoint(camera, canvas, e.clientX, e.clientY);
        const { width, depth } = st.scene.table;
        if (at && at[0] >= 0 && at[1] >= 0 && at[0] <= width && at[1] <= depth) usePlay.getState().act?.ping(at);
      });
    };
    const move = (e: PointerEvent) => press.move({ x: e.clientX, y: e.clientY });
    const up = () => press.cancel();
    canvas.addEventListener('pointerdown', down);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      press.cancel();
      canvas.removeEventListener('pointerdown', down);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
  }, [camera, canvas]);
}

export function PlayMarks() {
  const marks = usePlay((s) => s.marks);
  const pings = usePlay((s) => s.pings);
  const invalidate = useThree((s) => s.invalidate);
  const [, tick] = useState(0);
  usePingPress();
  useEffect(() => setProbe('live-play', () => ({ ...usePlay.getState(), act: undefined })), []);
  // While a ping shows, keep drawing frames (the table renders on demand), then once more to clear it.
  useFrame(() => pings.length > 0 && invalidate());
  useEffect(() => {
    if (pings.length === 0) return;
    const t = setTimeout(() => tick((n) => n + 1), PING_MS);
    return () => clearTimeout(t);
  }, [pings]);
  return (
    <group name="play-marks">
      {Object.entries(marks).map(([key, mark]) => (
        <MarkShape key={key} mark={mark} />
      ))}
      {pings.map((p) => (
        <PingPulse key={p.key} ping={p} />
      ))}
    </group>
  );
}
