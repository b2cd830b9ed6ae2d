// How many of the table's batched labels are not laid out yet, for the tests to wait on, and what
// the label layout last showed (the 'labels' probe). Until the batch's chunk has arrived and
// mounted, the labels it will draw all wait: counted as one.
import { setProbe } from '../state/probe';

let read: (() => number) | null = null;

/** Called by the batch (LabelBatch.tsx) as it mounts; the function returned undoes it. */
export function registerLabelBatch(pending: () => number, laid: () => unknown): () => void {
  read = pending;
  const unprobe = setProbe('labels', laid);
  return () => {
    if (read === pending) read = null;
    unprobe();
  };
}

export function batchedLabelsPending(): number {
  return read ? read() : 1;
}
