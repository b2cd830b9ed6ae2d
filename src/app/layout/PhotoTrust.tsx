// The pair's verdicts when a fighter of it was placed from a photo (issue 35, src/photo/trust.ts):
// whether each could change were both bases anywhere within their measured uncertainty (R-0.3:
// ±U in mm). Loaded only for such a pair (photo-trust-lazy.tsx): the first screen never carries it.
import { useMemo } from 'react';
import { SceneTrust } from '../engine/photo-trust';
import { useStore } from '../state/store';
import { photoUncertainties, usePhotoPlaced } from '../state/photo-placed';
import { trustWords, trustedDistanceWords } from '../../words';

type Props = { first: string; second: string; distanceMm?: number; only?: 'distance' };

/**
 * a distance between bases placed from a photo lies within ±U of the one measured: moving
 * base A by at most uA and B by at most uB moves every point of one against the other by at most U.
 */
export default function PhotoTrust({ first, second, distanceMm, only }: Props) {
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const places = usePhotoPlaced((s) => s.places);
  const pair = useMemo(() => {
    const u = photoUncertainties(scene.fighters, places);
    if (!u.has(first) && !u.has(second)) return null;
    return new SceneTrust(scene, u).pair(first, second);
  }, [scene, places, first, second]);
  if (!pair) return null;
  const say = (v: Parameters<typeof trustWords>[1], stays: boolean) =>
    trustWords(lang, v, first, second, pair.plusMinusMm, stays);
  const distance = (
    <li data-rule="R-2.1" data-testid="photo-trust-distance">
      {trustedDistanceWords(lang, first, second, distanceMm ?? pair.distanceMm, pair.plusMinusMm)} (R-2.1)
    </li>
  );
  if (only === 'distance')
    return (
      <ul className="photo-trust" data-testid="photo-trust">
        {distance}
      </ul>
    );
  return (
    <ul className="photo-trust" data-testid="photo-trust">
      {distance}
      <li data-rule="R-3.3">{say({ kind: 'contact', value: pair.contact.value }, pair.contact.stays)}</li>
      <li data-rule="R-4.1">{say({ kind: 'in-view', value: pair.inView.value }, pair.inView.stays)}</li>
      <li data-rule="R-5.6">{say({ kind: 'sees', value: pair.sees.value }, pair.sees.stays)}</li>
    </ul>
  );
}
