// `mire path <scene.json> <fighter> --target <id> --at x,y [--action charge|engage|pursuit]`: an
// assault on the point of its target's edge it names (R-6.15, V-B-3), judged as the nearest is.
import { type MoveAction, type World, escapeText, judgeContactPoint, shown } from '../../geometry/index';
import {
  contactPointWords,
  endsClear,
  measuringWords,
  moveContextOf,
  moveNoteWords,
  moveProblemWords,
  moveSummaryWords,
} from '../words';
import type { Lang } from '../words';
import { type Io, jsonLine } from './io';

const round = (v: number, digits = 3) => Number(v.toFixed(digits));
const deg = (d: number) => round(((d % 360) + 360) % 360);
const pointOut = (p: { x: number; y: number }): [number, number] => [round(p.x), round(p.y)];

export type ContactPointCli = {
  readonly mover: string;
  readonly target: string;
  readonly at: { x: number; y: number };
  readonly action: MoveAction;
  readonly disengaged: boolean;
  readonly attacked: boolean;
  readonly json: boolean;
  readonly lang: Lang;
};

export function runContactPoint(world: World, ask: ContactPointCli, io: Io): number {
  const j = judgeContactPoint(world, ask);
  const ctx = moveContextOf(world, ask.mover, ask.action);
  const lang = ask.lang;
  const problems = j.problems.map((p) => ({ ...p, text: moveProblemWords(p, ctx)[lang] }));
  const notes = j.notes.map((n) => ({ ...n, text: moveNoteWords(n, ctx, endsClear(j.problems))[lang] }));
  const p = j.placed;
  const out = {
    contactPoint: {
      asked: pointOut(j.asked),
      at: pointOut(j.sight),
      offsetMm: round(j.offsetMm),
      facing: deg(j.facingDeg),
      free: j.free,
      verdict: j.verdict,
    },
    reachable: p.reachable && j.free,
    lengthMm: p.reachable && j.free ? round(p.lengthMm) : null,
    potentialMm: p.potentialMm,
    withinPotential: j.verdict === 'in-reach',
    end: pointOut(j.end),
    endFacing: deg(j.endFacing),
    route: j.route.map(pointOut),
    legal: j.legal,
    reasons: [...problems, ...notes].map((r) => r.text),
    problems,
    notes,
    enemiesInContact: j.verdict === 'in-reach' ? p.enemiesInContact : [],
  };
  if (ask.json) {
    io.out(jsonLine(out));
    return 0;
  }
  io.out(contactPointWords(j)[lang]);
  const summary = moveSummaryWords(
    { ...out, action: ask.action, lengthMm: p.lengthMm, end: j.end, notes: j.notes },
    shown(ask.mover),
    out.endFacing,
  );
  if (j.free) io.out(summary.head[lang]);
  io.out(summary.end[lang]);
  for (const r of out.reasons) io.out(`- ${escapeText(r)}`);
  if (world.scene.options.measuring === 'after-declaring') io.out(`- ${measuringWords('move')[lang]}`);
  return 0;
}
