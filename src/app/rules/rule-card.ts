// The rules reference card (Rules.tsx): the rule shown, or null. Any panel's rule link opens it.
import { create } from 'zustand';

export const useRuleCard = create<{ ruleShown: string | null; showRule: (id: string | null) => void }>((set) => ({
  ruleShown: null,
  showRule: (id) => set({ ruleShown: id }),
}));
