// Puts a list of labels into the table's host and keeps it so: a label whose request changed is
// put again, one no longer listed is dropped, and all go when the caller unmounts.
import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { type LabelRequest, LabelHostContext } from './label-host';

function same(a: LabelRequest, b: LabelRequest): boolean {
  return (
    a.text === b.text &&
    a.shortText === b.shortText &&
    a.rank === b.rank &&
    a.at[0] === b.at[0] &&
    a.at[1] === b.at[1] &&
    a.at[2] === b.at[2] &&
    a.look.fontSizeMm === b.look.fontSizeMm &&
    a.look.colour === b.look.colour &&
    a.look.outlineWidthMm === b.look.outlineWidthMm &&
    a.look.outlineColour === b.look.outlineColour
  );
}

export function useLabels(requests: readonly LabelRequest[]): void {
  const host = useContext(LabelHostContext);
  const shown = useRef(new Map<string, LabelRequest>());
  useLayoutEffect(() => {
    if (!host) return;
    const before = shown.current;
    const now = new Map<string, LabelRequest>();
    for (const r of requests) {
      now.set(r.key, r);
      const was = before.get(r.key);
      if (!was || !same(was, r)) host.put(r);
    }
    for (const key of before.keys()) if (!now.has(key)) host.drop(key);
    shown.current = now;
  }, [host, requests]);
  useEffect(
    () => () => {
      for (const key of shown.current.keys()) host?.drop(key);
      shown.current = new Map();
    },
    [host],
  );
}
