// The trust lines of a pair placed from a photo (issue 35), for the Contact pair and the Sight
// verdict: the lines and the trust's code load only when a fighter of the pair came from a photo.
import { Suspense, lazy } from 'react';
import { usePhotoPlaced } from '../state/photo-placed';

const PhotoTrust = lazy(() => import('./PhotoTrust'));

type Props = { first: string; second: string; distanceMm?: number; only?: 'distance' };

export function PhotoTrustWhenPlaced(props: Props) {
  const fromPhoto = usePhotoPlaced((s) => props.first in s.places || props.second in s.places);
  if (!fromPhoto) return null;
  return (
    <Suspense fallback={null}>
      <PhotoTrust {...props} />
    </Suspense>
  );
}
