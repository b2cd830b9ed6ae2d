// In-scene text for the table and its tools (Table3D, Dispersion, Zones): drei's Text with the
// local font, loaded after the table is drawn, counted until laid out so that the tests can wait.
import type React from 'react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Text as TextType } from '@react-three/drei';
import { batchedLabelsPending } from './label-pending';

let pending = 0;
const LABEL_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzàâçéèêëîïôûùüÿœ0123456789 ·.,:;()[]-+%/°'";

/** troika's text with the font its characters need, loaded after the table is drawn (label-text.tsx). */
const Text = lazy(() => import('./label-text'));

/** Labels not yet laid out (troika builds glyphs in a worker): the tests wait for 0. */
export function labelsPending(): number {
  return pending + batchedLabelsPending();
}

/** In-scene text with the local fonts (never a CDN, BROWSER-NOTES; label-glyphs.ts). */
export function Label(props: Omit<React.ComponentProps<typeof TextType>, 'font' | 'characters'>) {
  const { children, ...rest } = props;
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
        {...rest}
        text={labelText(children)}
        raycast={noRaycast}
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

/** A label's children as one text: labels hold strings and numbers only. */
function labelText(children: React.ReactNode): string {
  const parts = Array.isArray(children) ? children : [children];
  return parts.filter((p) => typeof p === 'string' || typeof p === 'number').join('');
}

/** Labels float above the pieces: they must never take a click meant for the piece behind. */
const noRaycast = () => null;
