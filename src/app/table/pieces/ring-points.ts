// The ring drawn just outside a fighter's base when it is selected or aimed at: 3 mm out from a
// round base, 6 mm out along each corner's direction from a square or rectangular one, 1 mm above
// the base's foot. Table mm, as segments (pairs of points) so that all rings go in one line.
import { type FighterSpec, fighterFootprint } from '../../engine';

export type Point3 = [number, number, number];

const ROUND_SEGMENTS = 40;

/** The ring's outline about the fighter's own centre, facing 0. */
function outline(f: FighterSpec): { x: number; y: number }[] {
  const fp = fighterFootprint({ ...f, position: [0, 0], facing: 0 });
  if (fp.kind === 'circle') {
    const r = fp.radiusMm + 3;
    return Array.from({ length: ROUND_SEGMENTS + 1 }, (_, i) => {
      const a = (i / ROUND_SEGMENTS) * Math.PI * 2;
      return { x: Math.cos(a) * r, y: Math.sin(a) * r };
    });
  }
  const pts = fp.points.map((p) => {
    const k = 1 + 6 / Math.max(1, Math.hypot(p.x, p.y));
    return { x: p.x * k, y: p.y * k };
  });
  return [...pts, pts[0]];
}

/** The ring about `f` where it stands, as segments: [a0, a1, b0, b1, …]. */
export function ringSegments(f: FighterSpec, liftMm: number): Point3[] {
  const rad = (f.facing * Math.PI) / 180;
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  const z = liftMm + 1;
  const at = outline(f).map((p): Point3 => [f.position[0] + p.x * c - p.y * s, f.position[1] + p.x * s + p.y * c, z]);
  const out: Point3[] = [];
  for (let i = 1; i < at.length; i++) out.push(at[i - 1], at[i]);
  return out;
}
