// R-5.7 (Rag'narok) the facts behind one pair's base-to-base verdict, as explainLos shows them.
import type { Footprint } from '../../footprint';
import type { Point } from '../../vec';
import { lineOfSight } from '../sweep';
import type { BlockerFacts, SightBarrier, SightFacts } from '../types';
import { baseToBaseSight, interferingOf } from './lines';

/**
 * R-5.7 (Rag'narok): sizes play no part; the verdict is `full` when no obstacle stands in the
 * zone between the bases, `partial` (interference) when one does but a free line remains,
 * `none` when every line is cut. The fraction and the per-barrier intervals are the angular
 * measure seen from the source's base centre `centre`, for the record.
 */
export function baseToBaseFacts(
  from: Footprint,
  centre: Point,
  to: Footprint,
  barriers: readonly SightBarrier[],
  tolMm: number,
): SightFacts {
  const b2b = baseToBaseSight(from, to, barriers, tolMm);
  const fromCentre = lineOfSight(centre, 0, to, 0, barriers, tolMm);
  // The obstacles in the zone, seams among them: b2b names a seam by its two members.
  const inZone = b2b.interfering.length === 0 ? [] : interferingOf(from, to, barriers);
  const blockers = inZone
    .map((b) => {
      const seen = fromCentre.blockers.find((x) => x.id === b.id);
      const fact: BlockerFacts = {
        id: b.id,
        kind: b.kind,
        size: Number.isFinite(b.size) ? b.size : null,
        tallEnough: true,
        blockedFraction: seen?.blockedFraction ?? 0,
        intervalsDeg: seen?.intervalsDeg ?? [],
      };
      return b.seamOf === undefined ? fact : { ...fact, seam: [b.seamOf[0].id, b.seamOf[1].id] as const };
    })
    .sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const visibleFraction = b2b.verdict === 'full' ? 1 : b2b.verdict === 'none' ? 0 : fromCentre.visibleFraction;
  return {
    verdict: b2b.verdict,
    visibleFraction,
    spanDeg: fromCentre.spanDeg,
    blockers,
    sightTouchesTarget: false,
    method: 'base-to-base',
    witness: b2b.witness,
  };
}
