// The all-pairs pass: the folder's door, which only re-exports. Files inside
// the folder import one another directly, never through this door; the types live in types.ts.
export type {
  BaseView,
  BinSlack,
  CheckFilter,
  CheckNames,
  CheckResult,
  CheckRules,
  FighterEntry,
  IndexItem,
  PairContact,
  PairSink,
  PairVerdict,
  SourceView,
  ViewItems,
} from './types';
export { PairRow } from './pair-row';
export { pairContact } from './contacts';
export { barriersFromView } from './source-view';
export { decidePair, inViewOf } from './pair';
export { CheckPass, makeCheckPass, runSources } from './pass';
export { VerdictSink, verdictOf } from './verdict-sink';
export { DirectionBins } from './direction-bins';
export { orderByKey } from './order-by-key';
export { SeamItems, seamCounts } from './seams';
