// Points along a route's pieces, for checking clearance independently of the engine's tests.
import type { RoutePiece } from '../../geometry/route';
import type { Point } from '../../geometry/vec';

/** Points along the pieces every `stepMm`, exactly on the segments and arcs. */
export function samplePieces(pieces: readonly RoutePiece[], stepMm = 0.5): Point[] {
  const out: Point[] = [];
  for (const p of pieces) {
    const n = Math.max(1, Math.ceil(p.lengthMm / stepMm));
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      if (p.type === 'segment') out.push({ x: p.a.x + (p.b.x - p.a.x) * t, y: p.a.y + (p.b.y - p.a.y) * t });
      else {
        const ang = p.startRad + p.sweepRad * t;
        out.push({ x: p.center.x + p.radiusMm * Math.cos(ang), y: p.center.y + p.radiusMm * Math.sin(ang) });
      }
    }
  }
  return out;
}
