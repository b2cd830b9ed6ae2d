// The app's Rag'narok unit questions in one chunk loaded on demand: the Sight card's unit shot
// and the Move tool's flight. One chunk for both keeps the first screen's list of
// chunks one name shorter.
export { default as UnitShot } from '../sight/UnitShot';
export { default as FleeQuestion } from '../move/FleeQuestion';
