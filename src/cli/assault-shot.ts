// `mire shoot <scene.json> <shooter> <target> --assault charge|engage [--disengaged] [--attacked]`:
// an assault shot (R-9.4, Confédé VI-B-3), taken before the assault moves.
import { type AssaultShotAction, World, judgeAssaultShot } from '../../geometry/index';
import {
  assaultShotHeadWords,
  assaultShotNoteWords,
  assaultShotProblemWords,
  meleeWords,
  measuringWords,
} from '../words';
import type { Lang } from '../words';
import { type Io, jsonLine } from './io';

const round = (v: number) => Number(v.toFixed(3));

export type AssaultShotAsk = {
  readonly shooter: string;
  readonly target: string;
  readonly action: AssaultShotAction;
  readonly disengaged: boolean;
  readonly attacked: boolean;
  readonly json: boolean;
  readonly lang: Lang;
};

export function runAssaultShot(world: World, ask: AssaultShotAsk, io: Io): number {
  const j = judgeAssaultShot(world, ask.shooter, ask.target, ask.action, ask);
  const lang = ask.lang;
  const problems = j.problems.map((p) => ({ ...p, text: assaultShotProblemWords(p, j)[lang] }));
  if (ask.json) {
    io.out(
      jsonLine({
        ...j,
        routeMm: j.routeMm === null ? null : round(j.routeMm),
        problems,
        line: assaultShotHeadWords(j)[lang],
      }),
    );
    return 0;
  }
  io.out(assaultShotHeadWords(j)[lang]);
  for (const p of problems) io.out(`- ${p.text}`);
  for (const n of assaultShotNoteWords(j)) io.out(`- ${n[lang]}`);
  if (j.meleeAtRisk.length > 0) io.out(`- ${meleeWords(j.meleeAtRisk)[lang]}`);
  if (j.measuring === 'after-declaring') io.out(`- ${measuringWords('shot')[lang]}`);
  return 0;
}
