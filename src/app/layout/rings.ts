// Outlines drawn on the table by the rules tools (Dispersion, Zones): circles and rings around bases.
import type { Footprint, Point } from '../engine';

/** A circle of radius `r` mm about `c`, at height `z`, as a closed line of `n` segments. */
export function circlePoints(c: Point, r: number, z: number, n = 64): [number, number, number][] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    return [c.x + r * Math.cos(a), c.y + r * Math.sin(a), z];
  });
}

/** A ring just outside a base's outline. */
export function ringAround(fp: Footprint, padMm: number, z: number): [number, number, number][] {
  if (fp.kind === 'circle') return circlePoints(fp.center, fp.radiusMm + padMm, z, 48);
  const c = fp.points.reduce((s, p) => ({ x: s.x + p.x / fp.points.length, y: s.y + p.y / fp.points.length }), {
    x: 0,
    y: 0,
  });
  const pts = fp.points.map((p) => {
    const dx = p.x - c.x;
    const dy = p.y - c.y;
    const l = Math.max(1, Math.hypot(dx, dy));
    return [p.x + (dx / l) * padMm * 1.4, p.y + (dy / l) * padMm * 1.4, z] as [number, number, number];
  });
  return [...pts, pts[0]];
}

/**
 * the edge of an area of `r` mm around a base: every point within r of it, exactly — a round
 * base's circle grown by r; a polygon's sides (counter-clockwise, convex: bases) pushed out by r,
 * joined by arcs of radius r round its corners (drawn as chords of at most 360/64° of arc).
 */
export function outlineAround(fp: Footprint, r: number, z: number): [number, number, number][] {
  if (fp.kind === 'circle') return circlePoints(fp.center, fp.radiusMm + r, z);
  const pts = fp.points;
  const out: [number, number, number][] = [];
  const normalDeg = (i: number) => {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    return (Math.atan2(-(b.x - a.x), b.y - a.y) * 180) / Math.PI;
  };
  pts.forEach((p, i) => {
    const from = normalDeg((i + pts.length - 1) % pts.length);
    const sweep = (((normalDeg(i) - from) % 360) + 360) % 360;
    const steps = Math.max(1, Math.ceil(sweep / (360 / 64)));
    for (let k = 0; k <= steps; k++) {
      const a = ((from + (sweep * k) / steps) * Math.PI) / 180;
      out.push([p.x + r * Math.cos(a), p.y + r * Math.sin(a), z]);
    }
  });
  return [...out, out[0]];
}
