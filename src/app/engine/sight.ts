// Sight and shooting on the synced World: the explanation, the fan of lines, who sees whom.
import {
  type Footprint,
  type LosExplanation,
  type Point,
  type Scene,
  type ShotJudgement,
  type SightVerdict,
  containsPoint,
  judgeShot,
  lineCircle,
  lineSegment,
} from '../../../geometry/index';
import { type Placement, worldFor } from './world-sync';

export function explainLos(scene: Scene, from: string, to: string, placement?: Placement | null): LosExplanation {
  return worldFor(scene, placement).explainLos(from, to);
}

/**
 * R-9 The shot of `from` at `to` (band and difficulty, VI-A-3) when the shooter has a ranged
 * weapon in the scene (`weaponRanges`), or in Rag'narok (bands of 10 cm); null otherwise.
 */
export function shotFacts(scene: Scene, from: string, to: string, placement?: Placement | null): ShotJudgement | null {
  const w = worldFor(scene, placement);
  if (!w.fighter(from).weaponRanges && w.scene.ruleset !== 'ragnarok') return null;
  return judgeShot(w, from, to);
}

export type FanRay = { from: Point; to: Point; kind: 'clear' | 'hinder' | 'block' };

/**
 * The fan of lines from the sight to the target base, each coloured by what cuts it:
 * nothing, only barriers too small to hide the target (partial), or a barrier that blocks.
 */
export function sightFan(scene: Scene, ex: LosExplanation, rays = 41, placement?: Placement | null): FanRay[] {
  const w = worldFor(scene, placement);
  // R-5.7 (Rag'narok) measures the span from the base centre; from the sight.
  const spec = w.fighter(ex.from.id);
  const s = ex.sight.method === 'base-to-base' ? { x: spec.position[0], y: spec.position[1] } : w.sightOf(ex.from.id);
  const target = w.footprintOf(ex.to.id);
  const [lo, hi] = ex.sight.spanDeg;
  const out: FanRay[] = [];
  for (let i = 0; i < rays; i++) {
    // Stay a hair inside the span so the end rays still meet the target.
    const t = rays === 1 ? 0.5 : 0.002 + (0.996 * i) / (rays - 1);
    const deg = lo + (hi - lo) * t;
    const rad = (deg * Math.PI) / 180;
    const u = { x: Math.cos(rad), y: Math.sin(rad) };
    const reach = rayReach(s, u, target);
    if (!Number.isFinite(reach)) continue;
    let kind: FanRay['kind'] = 'clear';
    // in contact nothing stands between them; otherwise each blocker's own directions.
    for (const b of ex.contact ? [] : ex.sight.blockers) {
      if (!inIntervals(deg, b.intervalsDeg)) continue;
      if (b.tallEnough) {
        kind = 'block';
        break;
      }
      kind = 'hinder';
    }
    out.push({ from: s, to: { x: s.x + u.x * reach, y: s.y + u.y * reach }, kind });
  }
  return out;
}

function inIntervals(deg: number, intervals: readonly (readonly [number, number])[]): boolean {
  for (const [a, b] of intervals) {
    for (const k of [-720, -360, 0, 360, 720]) {
      if (deg + k >= a && deg + k <= b) return true;
    }
  }
  return false;
}

function rayReach(s: Point, u: Point, f: Footprint): number {
  if (f.kind === 'circle') {
    const ts = lineCircle(s, u, f.center, f.radiusMm);
    if (!ts || ts[1] < 0) return Infinity;
    return Math.max(0, ts[0]);
  }
  if (containsPoint(f, s)) return 0;
  let best = Infinity;
  const pts = f.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const t = lineSegment(s, u, pts[j], pts[i]);
    if (t !== null && t >= 0 && t < best) best = t;
  }
  return best;
}

export type SeenBy = { id: string; los: SightVerdict; visibleFraction: number };

/** "Who sees whom" for one fighter: what it sees and who sees it. */
export function whoSeesWhom(
  scene: Scene,
  id: string,
  placement?: Placement | null,
): { sees: SeenBy[]; seenBy: SeenBy[] } {
  const w = worldFor(scene, placement);
  const sees: SeenBy[] = [];
  const seenBy: SeenBy[] = [];
  for (const f of scene.fighters) {
    if (f.id === id) continue;
    const a = w.explainLos(id, f.id);
    sees.push({ id: f.id, los: a.los, visibleFraction: a.visibleFraction });
    const b = w.explainLos(f.id, id);
    seenBy.push({ id: f.id, los: b.los, visibleFraction: b.visibleFraction });
  }
  return { sees, seenBy };
}
