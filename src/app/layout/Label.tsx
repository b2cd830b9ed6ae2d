// In-scene text for the table and its tools (Table3D, Dispersion, Zones): drei's Text with the
// local font, loaded after the table is drawn, counted until laid out so that the tests can wait.
import type React from 'react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Text as TextType } from '@react-three/drei';
import fontUrl from '@fontsource/inter/files/inter-latin-600-normal.woff?url';

let pending = 0;
const LABEL_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzàâçéèêëîïôûùüÿœ0123456789 ·.,:;()[]-+%/°\'';

/** troika's text, loaded after the table is drawn (label-text.ts). */
const Text = lazy(() => import('./label-text'));

/** Labels not yet laid out (troika builds glyphs in a worker): the tests wait for 0. */
export function labelsPending(): number {
  return pending;
}

/** In-scene text with the local font (never a CDN, BROWSER-NOTES). */
export function Label(props: Omit<React.ComponentProps<typeof TextType>, 'font' | 'characters'>) {
  const synced = useRef(false);
  useEffect(() => {
    pending++;
    return () => {
      if (!synced.current) pending--;
    };
  }, []);
  return (
    <Suspense fallback={null}>
      <Text
        {...props}
        raycast={noRaycast}
        font={fontUrl}
        characters={LABEL_CHARS}
        onSync={() => {
          if (synced.current) return;
          synced.current = true;
          pending--;
        }}
      />
    </Suspense>
  );
}

/** Labels float above the pieces: they must never take a click meant for the piece behind. */
const noRaycast = () => null;
