// The engine's answers that need a World (sight, moves, contact, measure, snapping): a chunk of
// its own, loaded as the app starts but not waited for by the first frame (index.ts holds the door).
export { worldFor, worldRebuilds } from './world-sync';
export { snapPlacement } from './snap';
export { evaluateMove, moveStart, moveTimings } from './moves';
export { routeWarmQueries, warmRoutes } from './route-warm';
export { ROUTE_WARM_QUERIES } from './move-actions';
export { explainLos, shotFacts, sightFan, whoSeesWhom } from './sight';
// A shot's words (the words module's) come with its facts, so the first screen does not carry them.
export { shotLine, shotProblemWords } from '../../words';
export { contacts, pairContact } from './contacts';
export { measure } from './measure';
