// Lessons for newcomers: each loads a scene, asks a question or sets a task, checks the attempt
// with the engine and explains the answer with the rule. Pure TypeScript (the app renders them).
import type { MoveAction } from '../../geometry/index';
import type { GameRecord, Scene } from '../../geometry/index';
import type { Point } from '../../geometry/index';
import type { World } from '../../geometry/index';
import type { Lang, Words } from '../words';

/** A text in both languages (the words module's pair). */
export type Text = Words;
export type { Lang };

/** What every step has: its question, and its own table when it is not the lesson's. */
type StepBase = {
  readonly prompt: Text;
  /**
   * The table for this step when it differs from the lesson's (the same figure with a narrower
   * gap, say). The app shows `stepScene(lesson, i)`; grading uses the same scene.
   */
  readonly scene?: Scene;
};

/** Pick the pieces that answer the question (e.g. "which fighters does A see?"). */
export type SelectTask = StepBase & {
  readonly kind: 'select';
  /** The ids offered: fighters, or scenery elements; the rest of the table is background. */
  readonly candidates: readonly string[];
  /** The engine's answer: the ids that should be picked. */
  readonly answer: (world: World) => string[];
};

/** Choose one option (e.g. yes / no, or which side controls a zone). */
export type ChoiceTask = StepBase & {
  readonly kind: 'choice';
  readonly options: readonly { readonly id: string; readonly label: Text }[];
  readonly answer: (world: World) => string;
};

export type PlaceVerdict = { readonly ok: boolean; readonly reasons: readonly Text[] };

/** Move pieces on the live table (fighters or scenery) until the engine accepts the position. */
export type PlaceTask = StepBase & {
  readonly kind: 'place';
  /** The fighters or scenery elements the newcomer may move (and turn). */
  readonly movable: readonly string[];
  readonly check: (world: World, start: World) => PlaceVerdict;
  /**
   * How the app lets the newcomer place them: the Edit tool (free placement, the default: set-up
   * and deployment), or the Move tool with an action (a move into contact, where the table snaps
   * the base into the assault pose).
   */
  readonly play?: { readonly tool: 'move'; readonly action: MoveAction } | { readonly tool: 'edit' };
};

/**
 * Move one fighter as in the game: the newcomer drops `mover` where it should end; the engine
 * plans the route of its sight from where it stands and judges the move with the
 * action's potential and end conditions. While dragging, the app may call
 * `previewMove` to draw the engine's route.
 */
export type MoveTask = StepBase & {
  readonly kind: 'move';
  readonly mover: string;
  readonly action: MoveAction;
  /** The enemy an assault (charge, engage, pursuit) must end in contact with. */
  readonly target?: string;
};

/**
 * Watch one entry of the lesson's recorded game (issue 34): the table as it stands after the entry,
 * the entry's words as `mire log` gives them, and the prompt as the teacher's commentary on it.
 * Nothing to answer: the step is done once shown.
 */
export type WatchTask = StepBase & {
  readonly kind: 'watch';
  /** The entry's index in `lesson.record.entries`. */
  readonly entry: number;
};

export type Task = SelectTask | ChoiceTask | PlaceTask | MoveTask | WatchTask;
export type TaskKind = Task['kind'];

export type Lesson = {
  readonly id: string;
  readonly title: Text;
  /** The rule ids the lesson teaches (they link to the rules reference). */
  readonly rules: readonly string[];
  readonly scene: Scene;
  /** A recorded game the lesson's watch steps go through; it starts at `scene`. */
  readonly record?: GameRecord;
  /** What the newcomer reads first. */
  readonly intro: Text;
  readonly steps: readonly Task[];
  /** Shown once a step is answered: why, citing the rules. */
  readonly explain: readonly Text[];
};

export type SelectAttempt = { kind: 'select'; picked: readonly string[] };
export type ChoiceAttempt = { kind: 'choice'; chosen: string };
export type PlaceAttempt = { kind: 'place'; scene: Scene };
/** Where the mover was dropped: its base centre (mm) and facing (degrees, R-0.2). */
export type MoveAttempt = { kind: 'move'; position: readonly [number, number]; facing: number };
export type WatchAttempt = { kind: 'watch' };
export type Attempt = SelectAttempt | ChoiceAttempt | PlaceAttempt | MoveAttempt | WatchAttempt;

/** The engine's judgement of one move: the facts to draw and the reasons to show. */
export type MoveJudgement = {
  readonly ok: boolean;
  /** Whether some route of the sight reaches the dropped position. */
  readonly reachable: boolean;
  /** Length of the sight's route, mm; null when unreachable. */
  readonly lengthMm: number | null;
  /** The straight line from the sight's start to its end, mm: longer routes went round something. */
  readonly straightMm: number;
  readonly potentialMm: number;
  /** The sight's route as points (arcs sampled), from the start; just the start when unreachable. */
  readonly route: readonly Point[];
  /** The pieces the route goes round. */
  readonly wentRound: readonly string[];
  /** Why the move is refused, or, when it is legal, the facts that make it so; each cites its rule. */
  readonly reasons: readonly Text[];
};

export type Grade = {
  readonly correct: boolean;
  /** For select: what was missed and what was picked wrongly. */
  readonly missing?: readonly string[];
  readonly extra?: readonly string[];
  readonly expected?: readonly string[] | string;
  readonly reasons?: readonly Text[];
  /** For move: the engine's route and measures, for drawing the answer. */
  readonly move?: MoveJudgement;
};
