// Read-only views of what the overlays drew, for the end-to-end tests: an overlay registers a
// function under a name, and `window.__mire.probe(name)` (table/TestHook.tsx) calls it.
const probes = new Map<string, () => unknown>();

/** Register a probe; returns the function that removes it (for a React effect's cleanup). */
export function setProbe(name: string, read: () => unknown): () => void {
  probes.set(name, read);
  return () => {
    if (probes.get(name) === read) probes.delete(name);
  };
}

export function readProbe(name: string): unknown {
  return probes.get(name)?.() ?? null;
}
