// What every `mire path` answer shares: the ask's common fields, the numbers as the JSON
// gives them, the problems and notes told in the asked language, and the measuring line.
import { type MoveAction, type MoveNote, type MoveProblem, type Point, type World } from '../../geometry/index';
import { type Lang, type MoveContext, endsClear, measuringWords, moveNoteWords, moveProblemWords } from '../words';
import type { Io } from './io';

/** The fields each kind of `mire path` ask carries beside its own. */
export type PathCliAsk = {
  readonly mover: string;
  readonly action: MoveAction;
  readonly disengaged: boolean;
  readonly attacked: boolean;
  readonly json: boolean;
  readonly lang: Lang;
};

/** mm and degrees to 3 decimals: finer than any table measures, and stable across platforms. */
export const round = (v: number, digits = 3) => Number(v.toFixed(digits));
/** A facing in [0, 360). */
export const deg = (d: number) => round(((d % 360) + 360) % 360);
export const pointOut = (p: { x: number; y: number }): [number, number] => [round(p.x), round(p.y)];

/** The judge's problems and notes, each with its text; a note reads as the move's end is clear or not. */
export function toldReasons(
  problems: readonly MoveProblem[],
  notes: readonly MoveNote[],
  ctx: MoveContext,
  lang: Lang,
) {
  const clear = endsClear(problems);
  return {
    problems: problems.map((p) => ({ ...p, text: moveProblemWords(p, ctx)[lang] })),
    notes: notes.map((n) => ({ ...n, text: moveNoteWords(n, ctx, clear)[lang] })),
  };
}

/** What a judged move's JSON answer says of it, before the problems and notes. */
export type MovedFacts = {
  readonly reachable: boolean;
  readonly lengthMm: number;
  readonly potentialMm: number;
  readonly withinPotential: boolean;
  readonly end: Point;
  readonly endFacing: number;
  readonly route: readonly Point[];
  readonly legal: boolean;
  readonly enemiesInContact: readonly string[];
};

/** A move's JSON answer: its numbers rounded, the length only where reachable, the reasons told. */
export function movedOut(m: MovedFacts, told: ReturnType<typeof toldReasons>) {
  const { problems, notes } = told;
  return {
    reachable: m.reachable,
    lengthMm: m.reachable ? round(m.lengthMm) : null,
    potentialMm: m.potentialMm,
    withinPotential: m.withinPotential,
    end: pointOut(m.end),
    endFacing: deg(m.endFacing),
    route: m.route.map(pointOut),
    legal: m.legal,
    reasons: [...problems, ...notes].map((r) => r.text),
    problems,
    notes,
    enemiesInContact: m.enemiesInContact,
  };
}

/** a declared move is measured: under after-declaring the answer says so. */
export function tellMeasuring(world: World, lang: Lang, io: Io): void {
  if (world.scene.options.measuring === 'after-declaring') io.out(`- ${measuringWords('move')[lang]}`);
}
