// The engine's door for the edition comparison, loaded on demand when the ruleset changes.
export {
  type EditionChange,
  type EditionComparison,
  type VariantChange,
  compareEditions,
} from '../../../geometry/index';
