// Rag'narok units: measuring edge to edge, a unit's shot, its assault's one
// enemy unit, its flight. The door only re-exports.
export * from './types';
export { unitOf, unitMembers, unitMovCm, hasUnit, engagedMembers } from './units';
export { edgeStart } from './edge-start';
export { interferenceZone, standsInZone } from './zone';
export { lossOrder } from './losses';
export { INTERFERENCE_DELTA, interferenceBetween, judgeUnitShot } from './unit-shot';
export { moverMovCm, twoUnitsProblem } from './assault';
export { judgeFlight } from './flee';
