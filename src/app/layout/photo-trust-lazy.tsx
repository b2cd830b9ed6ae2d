// The trust lines of a pair placed from a photo (issue 35), for the Contact pair and the Sight
// verdict: the lines and the trust's code load only when a fighter of the pair came from a photo.
import { Suspense, lazy } from 'react';
import { usePhotoPlaced } from '../state/photo-placed';

const PhotoTrust = lazy(() => import('./PhotoTrust'));

export function PhotoTrustWhenPlaced({ first, second }: { first: string; second: string }) {
  const fromPhoto = usePhotoPlaced((s) => first in s.places || second in s.places);
  if (!fromPhoto) return null;
  return (
    <Suspense fallback={null}>
      <PhotoTrust first={first} second={second} />
    </Suspense>
  );
}
