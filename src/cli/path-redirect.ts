// `mire path <scene.json> <fighter> --target <gone> --redirect <new> [--action charge|engage]`: the
// assault on a target gone (fled, killed by an assault shot) redirected from its place.
import { type MoveAction, type World, escapeText, judgeRedirect, shown } from '../../geometry/index';
import {
  endsClear,
  measuringWords,
  moveContextOf,
  moveNoteWords,
  moveProblemWords,
  moveSummaryWords,
  redirectChoicesWords,
  redirectPlaceWords,
  redirectTurnWords,
} from '../words';
import type { Lang } from '../words';
import { type Io, jsonLine } from './io';

const round = (v: number, digits = 3) => Number(v.toFixed(digits));
const deg = (d: number) => round(((d % 360) + 360) % 360);
const pointOut = (p: { x: number; y: number }): [number, number] => [round(p.x), round(p.y)];

export type RedirectCli = {
  readonly mover: string;
  readonly gone: string;
  readonly newTarget: string;
  readonly action: MoveAction;
  readonly disengaged: boolean;
  readonly attacked: boolean;
  readonly json: boolean;
  readonly lang: Lang;
};

export function runRedirect(world: World, ask: RedirectCli, io: Io): number {
  const j = judgeRedirect(world, ask);
  const r = j.redirected!;
  const ctx = moveContextOf(world, ask.mover, ask.action);
  const lang = ask.lang;
  const problems = r.problems.map((p) => ({ ...p, text: moveProblemWords(p, ctx)[lang] }));
  const notes = r.notes.map((n) => ({ ...n, text: moveNoteWords(n, ctx, endsClear(r.problems))[lang] }));
  const out = {
    gone: j.gone,
    place: pointOut(j.place),
    usedMm: round(j.usedMm),
    remainingMm: round(j.remainingMm),
    turnedFacing: deg(j.turnedFacingDeg),
    redirect: {
      target: ask.newTarget,
      reachable: r.reachable,
      lengthMm: r.reachable ? round(r.lengthMm) : null,
      potentialMm: round(r.potentialMm),
      withinPotential: r.withinPotential,
      end: pointOut(r.end),
      endFacing: deg(r.endFacing),
      route: r.route.map(pointOut),
      legal: r.legal,
      problems,
      notes,
      enemiesInContact: r.enemiesInContact,
    },
    runMm: round(j.runMm),
  };
  if (ask.json) {
    io.out(jsonLine(out));
    return 0;
  }
  io.out(redirectPlaceWords(j, shown(ask.mover), ask.action)[lang]);
  io.out(redirectTurnWords(j, shown(ask.mover), shown(ask.newTarget), out.turnedFacing)[lang]);
  const summary = moveSummaryWords(r, shown(ask.mover), out.redirect.endFacing);
  io.out(`  ${summary.head[lang]}`);
  io.out(`  ${summary.end[lang]}`);
  for (const t of [...problems, ...notes]) io.out(`  - ${escapeText(t.text)}`);
  io.out(redirectChoicesWords(j)[lang]);
  if (world.scene.options.measuring === 'after-declaring') io.out(`- ${measuringWords('move')[lang]}`);
  return 0;
}
