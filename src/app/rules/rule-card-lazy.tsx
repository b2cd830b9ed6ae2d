// The rule card, fetched the first time a rule link is followed.
import { Suspense, lazy } from 'react';
import { useRuleCard } from './rule-card';

const RuleCard = lazy(async () => ({ default: (await import('./RuleCard')).RuleCard }));

export function RuleCardWhenShown() {
  const shown = useRuleCard((s) => s.ruleShown !== null);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <RuleCard />
    </Suspense>
  );
}
