// The rules reference (assets/rules/rules.json, ~57 kB, and its zod schema) in a chunk of its own:
// loaded after the first screen, the first time a rule link is drawn or a rule opened.
import { useEffect, useState } from 'react';

type RulesModule = typeof import('../engine/rules');

let loaded: RulesModule | null = null;
let loading: Promise<RulesModule> | null = null;

export function loadRules(): Promise<RulesModule> {
  loading ??= import('../engine/rules').then((m) => (loaded = m));
  return loading;
}

/**
 * The rules reference once loaded (null until then; the component draws again when it arrives).
 * Nothing is fetched while `wanted` is false.
 */
export function useRules(wanted = true): RulesModule | null {
  const [mod, setMod] = useState<RulesModule | null>(loaded);
  useEffect(() => {
    if (mod || !wanted) return;
    let live = true;
    void loadRules().then((m) => live && setMod(m));
    return () => {
      live = false;
    };
  }, [mod, wanted]);
  return mod;
}

/** Rule ids cited inside a text, as geometry/rules-reference.ts's RULE_CITATION. */
export const RULE_CITATION = /R-\d+\.\d+/g;
