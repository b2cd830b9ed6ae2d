// The ring drawn just outside a fighter's base when it is selected or aimed at: 3 mm out from a
// round base, 6 mm out along each corner's direction from a square or rectangular one, 1 mm above
// the base's foot. In the fighter's own frame (centre at 0, facing +x): its base alone shapes it,
// so a drag moves the ring without making its line again.
import { type FighterSpec, fighterFootprint } from '../../engine';

export type Point3 = [number, number, number];

const ROUND_SEGMENTS = 40;

/** The ring about the fighter's own centre, facing 0, as a closed line 1 mm up. */
export function ringOutline(f: Pick<FighterSpec, 'base'>): Point3[] {
  return outline(f).map((p): Point3 => [p.x, p.y, 1]);
}

function outline(f: Pick<FighterSpec, 'base'>): { x: number; y: number }[] {
  const fp = fighterFootprint({ base: f.base, position: [0, 0], facing: 0 });
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
