// `mire path <scene.json> <fighter> --target <gone> --redirect <new> [--action charge|engage]`: the
// assault on a target gone (fled, killed by an assault shot) redirected from its place.
import { type World, escapeText, judgeRedirect, shown } from '../../geometry/index';
import { moveContextOf, moveSummaryWords, redirectChoicesWords, redirectPlaceWords, redirectTurnWords } from '../words';
import { type Io, jsonLine } from './io';
import { type PathCliAsk, deg, pointOut, round, tellMeasuring, toldReasons } from './path-answer';

export type RedirectCli = PathCliAsk & {
  readonly gone: string;
  readonly newTarget: string;
};

export function runRedirect(world: World, ask: RedirectCli, io: Io): number {
  const j = judgeRedirect(world, ask);
  const r = j.redirected!;
  const ctx = moveContextOf(world, ask.mover, ask.action);
  const lang = ask.lang;
  const { problems, notes } = toldReasons(r.problems, r.notes, ctx, lang);
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
  tellMeasuring(world, lang, io);
  return 0;
}
