// The engine's door for the rules reference (assets/rules/rules.json and its schema), loaded on demand.
export { type Rule, type RuleSection, ruleById, sectionOf } from '../../../geometry/index';
