// Where a scenery piece lies, for drawing it: its outline as a three.js shape and as points, its
// centre, and the spots inside it where its trees or rocks stand.
import * as THREE from 'three';
import type { Point, ScenerySpec } from '../engine';

export function centroid(points: readonly (readonly [number, number])[]): Point {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p[0];
    y += p[1];
  }
  return { x: x / points.length, y: y / points.length };
}

export function sceneryShape(spec: ScenerySpec): THREE.Shape {
  const s = new THREE.Shape();
  if (spec.shape.type === 'circle') {
    s.absarc(spec.shape.center[0], spec.shape.center[1], spec.shape.radius, 0, Math.PI * 2, false);
    return s;
  }
  const pts = spec.shape.points;
  s.moveTo(pts[0][0], pts[0][1]);
  for (let i = 1; i < pts.length; i++) s.lineTo(pts[i][0], pts[i][1]);
  s.closePath();
  return s;
}

export function outlinePoints(spec: ScenerySpec, _z: number): Point[] {
  if (spec.shape.type === 'circle') {
    const out: Point[] = [];
    const [cx, cy] = spec.shape.center;
    for (let i = 0; i <= 48; i++) {
      const a = (i / 48) * Math.PI * 2;
      out.push({ x: cx + spec.shape.radius * Math.cos(a), y: cy + spec.shape.radius * Math.sin(a) });
    }
    return out;
  }
  const pts = spec.shape.points.map(([x, y]) => ({ x, y }));
  return [...pts, pts[0]];
}

function insideShape(spec: ScenerySpec, x: number, y: number): boolean {
  if (spec.shape.type === 'circle')
    return Math.hypot(x - spec.shape.center[0], y - spec.shape.center[1]) < spec.shape.radius - 12;
  const pts = spec.shape.points;
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < xi + ((y - yi) * (xj - xi)) / (yj - yi)) inside = !inside;
  }
  return inside;
}

export function scatter(spec: ScenerySpec, step: number): Point[] {
  const out: Point[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const pts =
    spec.shape.type === 'circle'
      ? [
          [spec.shape.center[0] - spec.shape.radius, spec.shape.center[1] - spec.shape.radius],
          [spec.shape.center[0] + spec.shape.radius, spec.shape.center[1] + spec.shape.radius],
        ]
      : spec.shape.points;
  for (const [x, y] of pts) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  let k = 0;
  for (let y = minY + step / 2; y < maxY; y += step * 0.87) {
    for (let x = minX + step / 2 + (k % 2) * (step / 2); x < maxX; x += step) {
      if (insideShape(spec, x, y)) out.push({ x, y });
    }
    k++;
  }
  if (out.length === 0)
    out.push(
      spec.shape.type === 'circle' ? { x: spec.shape.center[0], y: spec.shape.center[1] } : centroid(spec.shape.points),
    );
  return out;
}
