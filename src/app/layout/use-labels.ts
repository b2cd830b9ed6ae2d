// Puts a list of labels into the table's label batch and keeps it so: a label whose request
// changed is put again, one no longer listed is dropped, and all go when the caller unmounts.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { LabelRequest } from './label-request';

/** What takes the labels (label-batch.ts). */
export interface LabelSink {
  put(request: LabelRequest): void;
  drop(key: string): void;
}

export function useLabels(host: LabelSink, requests: readonly LabelRequest[]): void {
  const shown = useRef(new Map<string, string>());
  useLayoutEffect(() => {
    const before = shown.current;
    const now = new Map<string, string>();
    for (const r of requests) {
      // A request is plain data: its JSON tells whether it changed.
      const json = JSON.stringify(r);
      now.set(r.key, json);
      if (before.get(r.key) !== json) host.put(r);
    }
    for (const key of before.keys()) if (!now.has(key)) host.drop(key);
    shown.current = now;
  }, [host, requests]);
  useEffect(
    () => () => {
      for (const key of shown.current.keys()) host.drop(key);
      shown.current = new Map();
    },
    [host],
  );
}
