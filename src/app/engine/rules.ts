// The engine's door for the rules reference (assets/rules/rules.json and its schema), loaded on demand.
export {
  type Rule,
  type RuleSection,
  type RulesReference,
  RULES_REFERENCE,
  allRules,
  allSections,
  citedRuleIds,
  compareRuleIds,
  nearestRuleIds,
  normalizeRuleId,
  parseRuleId,
  ruleById,
  rulesInSection,
  sectionOf,
} from '../../../geometry/index';
