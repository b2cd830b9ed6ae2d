// The selected fighter's field of view, R-4.1: the open half-plane in front of the line through
// its sight (or its centre, as the scene's options say), clipped to the table.
import { useMemo } from 'react';
import { Line } from '@react-three/drei';
import * as THREE from 'three';
import { type FighterSpec, type Point, type Scene, sightPoint, RULE_VARIANTS } from '../engine';

export function FieldOfView({ scene, f }: { scene: Scene; f: FighterSpec }) {
  const poly = useMemo(() => {
    // all-round view (level 1, or the edition's 360°): no half-plane to draw.
    if (f.level === 1 || RULE_VARIANTS[scene.ruleset].fieldOfViewDeg === 360) return null;
    const origin =
      scene.options.fovLine === 'center'
        ? { x: f.position[0], y: f.position[1] }
        : sightPoint(f.base, { x: f.position[0], y: f.position[1] }, f.facing);
    const u = { x: Math.cos((f.facing * Math.PI) / 180), y: Math.sin((f.facing * Math.PI) / 180) };
    const rect: Point[] = [
      { x: 0, y: 0 },
      { x: scene.table.width, y: 0 },
      { x: scene.table.width, y: scene.table.depth },
      { x: 0, y: scene.table.depth },
    ];
    return clipHalfPlane(rect, origin, u);
  }, [scene.options.fovLine, scene.ruleset, scene.table, f]);
  const geometry = useMemo(() => {
    if (!poly || poly.length < 3) return null;
    const s = new THREE.Shape(poly.map((p) => new THREE.Vector2(p.x, p.y)));
    return new THREE.ShapeGeometry(s);
  }, [poly]);
  if (!geometry || !poly) return null;
  const sp = sightPoint(f.base, { x: f.position[0], y: f.position[1] }, f.facing);
  const l = { x: -Math.sin((f.facing * Math.PI) / 180), y: Math.cos((f.facing * Math.PI) / 180) };
  const L = 2000;
  return (
    <group raycast={() => null}>
      <mesh geometry={geometry} position={[0, 0, 0.6]} raycast={() => null}>
        <meshBasicMaterial color="#fff6b0" transparent opacity={0.13} depthWrite={false} />
      </mesh>
      <Line
        points={clipSegment(sp, l, L, scene.table).map((p) => [p.x, p.y, 0.8] as [number, number, number])}
        color="#fff6b0"
        lineWidth={1.5}
        dashed
        dashSize={8}
        gapSize={6}
      />
    </group>
  );
}

function clipSegment(o: Point, u: Point, L: number, table: { width: number; depth: number }): Point[] {
  let t0 = -L;
  let t1 = L;
  const lim = (p: number, d: number, max: number) => {
    if (Math.abs(d) < 1e-12) return;
    let a = (0 - p) / d;
    let b = (max - p) / d;
    if (a > b) [a, b] = [b, a];
    t0 = Math.max(t0, a);
    t1 = Math.min(t1, b);
  };
  lim(o.x, u.x, table.width);
  lim(o.y, u.y, table.depth);
  if (t1 < t0) return [o, o];
  return [
    { x: o.x + u.x * t0, y: o.y + u.y * t0 },
    { x: o.x + u.x * t1, y: o.y + u.y * t1 },
  ];
}

/** Sutherland–Hodgman: the part of a convex polygon in front of the line through o (normal u). */
function clipHalfPlane(poly: Point[], o: Point, u: Point): Point[] {
  const side = (p: Point) => (p.x - o.x) * u.x + (p.y - o.y) * u.y;
  const out: Point[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const sa = side(a);
    const sb = side(b);
    if (sa >= 0) out.push(a);
    if (sa >= 0 !== sb >= 0) {
      const t = sa / (sa - sb);
      out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    }
  }
  return out;
}
