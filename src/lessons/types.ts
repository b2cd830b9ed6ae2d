// Lessons for newcomers: each loads a scene, asks a question or sets a task, checks the attempt
// with the engine and explains the answer with the rule. Pure TypeScript (the app renders them).
import type { Scene } from '../../geometry/scene';
import type { World } from '../../geometry/world';

export type Text = { readonly en: string; readonly fr: string };
export type Lang = keyof Text;

/** Pick the fighters that answer the question (e.g. "which fighters does A see?"). */
export type SelectTask = {
  readonly kind: 'select';
  readonly prompt: Text;
  /** The fighters offered; the rest of the table is scenery for the question. */
  readonly candidates: readonly string[];
  /** The engine's answer: the ids that should be picked. */
  readonly answer: (world: World) => string[];
};

/** Choose one option (e.g. yes / no, or which side controls a zone). */
export type ChoiceTask = {
  readonly kind: 'choice';
  readonly prompt: Text;
  readonly options: readonly { readonly id: string; readonly label: Text }[];
  readonly answer: (world: World) => string;
};

export type PlaceVerdict = { readonly ok: boolean; readonly reasons: readonly Text[] };

/** Move fighters on the live table until the engine accepts the position. */
export type PlaceTask = {
  readonly kind: 'place';
  readonly prompt: Text;
  /** The fighters the newcomer may move. */
  readonly movable: readonly string[];
  readonly check: (world: World, start: World) => PlaceVerdict;
};

export type Task = SelectTask | ChoiceTask | PlaceTask;

export type Lesson = {
  readonly id: string;
  readonly title: Text;
  /** The rule ids the lesson teaches (they link to the rules reference). */
  readonly rules: readonly string[];
  readonly scene: Scene;
  /** What the newcomer reads first. */
  readonly intro: Text;
  readonly steps: readonly Task[];
  /** Shown once a step is answered: why, citing the rules. */
  readonly explain: readonly Text[];
};

export type SelectAttempt = { kind: 'select'; picked: readonly string[] };
export type ChoiceAttempt = { kind: 'choice'; chosen: string };
export type PlaceAttempt = { kind: 'place'; scene: Scene };
export type Attempt = SelectAttempt | ChoiceAttempt | PlaceAttempt;

export type Grade = {
  readonly correct: boolean;
  /** For select: what was missed and what was picked wrongly. */
  readonly missing?: readonly string[];
  readonly extra?: readonly string[];
  readonly expected?: readonly string[] | string;
  readonly reasons?: readonly Text[];
};
