// `mire path <scene.json> <fighter> --target <id> --push-aside [--action charge|engage|pursuit]`:
// an assault with no free place on its target pushes aside the fighters in contact with it
// (R-6.14, II-E-1): their new places, each slide in mm, then the assault judged as ever.
import { type World, baseWidthMm, escapeText, judgePushAside, shown } from '../../geometry/index';
import { moveSummaryWords, pushAsideWords, slidWords } from '../words';
import { type Io, jsonLine } from './io';
import { type PathCliAsk, deg, pointOut, round, tellMeasuring, toldReasons } from './path-answer';

export type PushAsideCli = PathCliAsk & {
  readonly target: string;
};

export function runPushAside(world: World, ask: PushAsideCli, io: Io): number {
  const j = judgePushAside(world, ask);
  const me = world.fighter(ask.mover);
  const ctx = { mover: ask.mover, action: ask.action, movCm: me.mov, widthMm: baseWidthMm(me.base) };
  const lang = ask.lang;
  const p = j.placed;
  const { problems, notes } = toldReasons(j.problems, p?.notes ?? [], ctx, lang);
  const out = {
    pushAside: {
      verdict: j.verdict,
      totalMm: round(j.totalMm),
      slid: j.slid.map((s) => ({
        id: s.id,
        from: pointOut(s.from),
        to: pointOut(s.to),
        facing: deg(s.facingDeg),
        movedMm: round(s.movedMm),
      })),
      at: j.sight ? pointOut(j.sight) : null,
      facing: j.facingDeg === null ? null : deg(j.facingDeg),
    },
    reachable: p?.reachable ?? false,
    lengthMm: p?.reachable ? round(p.lengthMm) : null,
    potentialMm: p?.potentialMm ?? null,
    withinPotential: p?.withinPotential ?? false,
    end: p ? pointOut(p.end) : null,
    endFacing: p ? deg(p.endFacing) : null,
    route: (p?.route ?? []).map(pointOut),
    legal: j.legal,
    reasons: [...problems, ...notes].map((r) => r.text),
    problems,
    notes,
    enemiesInContact: p?.enemiesInContact ?? [],
  };
  if (ask.json) {
    io.out(jsonLine(out));
    return 0;
  }
  io.out(pushAsideWords(j)[lang]);
  for (const s of j.slid) io.out(`  - ${escapeText(slidWords(s)[lang])}`);
  if (p) {
    const summary = moveSummaryWords(p, shown(ask.mover), deg(p.endFacing));
    io.out(summary.head[lang]);
    io.out(summary.end[lang]);
  }
  for (const r of out.reasons) io.out(`- ${escapeText(r)}`);
  tellMeasuring(world, lang, io);
  return 0;
}
