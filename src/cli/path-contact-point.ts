// `mire path <scene.json> <fighter> --target <id> --at x,y [--action charge|engage|pursuit]`: an
// assault on the point of its target's edge it names (R-6.15, V-B-3), judged as the nearest is.
import { type World, escapeText, judgeContactPoint, shown } from '../../geometry/index';
import { contactPointWords, moveContextOf, moveSummaryWords } from '../words';
import { type Io, jsonLine } from './io';
import { type PathCliAsk, deg, movedOut, pointOut, round, tellMeasuring, toldReasons } from './path-answer';

export type ContactPointCli = PathCliAsk & {
  readonly target: string;
  readonly at: { x: number; y: number };
};

export function runContactPoint(world: World, ask: ContactPointCli, io: Io): number {
  const j = judgeContactPoint(world, ask);
  const ctx = moveContextOf(world, ask.mover, ask.action);
  const lang = ask.lang;
  const told = toldReasons(j.problems, j.notes, ctx, lang);
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
    ...movedOut(
      {
        ...j,
        reachable: p.reachable && j.free,
        lengthMm: p.lengthMm,
        potentialMm: p.potentialMm,
        withinPotential: j.verdict === 'in-reach',
        enemiesInContact: j.verdict === 'in-reach' ? p.enemiesInContact : [],
      },
      told,
    ),
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
  tellMeasuring(world, lang, io);
  return 0;
}
