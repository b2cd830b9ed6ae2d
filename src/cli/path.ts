// `mire path <scene.json> <fighter> (--to x,y | --target <id>[,<id>…] [--at x,y | --redirect <id> | --push-aside]) [--action …] [--disengaged] [--attacked] [--json] [--lang en|fr]`:
// a move judged by the engine's one judge (geometry/moves/judge.ts, R-6); --at: the contact point
// the assault goes for (R-6.15, path-contact-point.ts); --push-aside: the fighters in contact with
// the target slid to make room (R-6.14, path-push-aside.ts).
import { MOVE_ACTIONS, type MoveAction, type MoveGoal, freeRuns, isAssault, judgeMove } from '../../geometry/index';
import { escapeText, quote, shown } from '../../geometry/index';
import { World } from '../../geometry/index';
import { freeEdgesWords, moveContextOf, moveSummaryWords } from '../words';
import type { Lang } from '../words';
import { deg, movedOut, pointOut, tellMeasuring, toldReasons } from './path-answer';
import { runContactPoint } from './path-contact-point';
import { runPushAside } from './path-push-aside';
import { runRedirect } from './path-redirect';
import { type Io, jsonLine, UsageError, parseArgs, parsePoint, readScene } from './io';

export const usage = `mire path <scene.json> <fighter> (--to x,y | --target <id>[,<id>...] [--at x,y | --redirect <id> | --push-aside]) [--action ${MOVE_ACTIONS.join('|')}] [--disengaged] [--attacked] [--json] [--lang en|fr]`;

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(
    argv,
    ['json', 'disengaged', 'attacked', 'push-aside'],
    ['to', 'target', 'action', 'lang', 'at', 'redirect'],
  );
  if (positional.length !== 2) throw new UsageError(`usage: ${usage}`);
  const [file, moverId] = positional;
  const lang = (flags.get('lang') as string | undefined) ?? 'en';
  if (lang !== 'en' && lang !== 'fr') throw new UsageError(`--lang: expected en or fr, got ${quote(lang)}`);
  const world = new World(readScene(file));
  if (!world.hasFighter(moverId)) throw new UsageError(`${shown(file)}: no fighter with id ${quote(moverId)}`);
  const targets = targetsOf(world, file, moverId, flags);
  const action = actionOf(flags, targets);
  const redirect = flags.get('redirect');
  if (redirect !== undefined) return redirectCli(world, file, moverId, targets, action, redirect as string, flags, io);
  const setting = { disengaged: flags.has('disengaged'), attacked: flags.has('attacked') };
  if (flags.has('push-aside')) {
    if (targets.length !== 1 || !isAssault(action) || flags.has('at'))
      throw new UsageError(
        '--push-aside: an assault on one --target (charge, engage or pursuit), without --at (R-6.14)',
      );
    const ask = { mover: moverId, target: targets[0], action, ...setting, json: flags.has('json'), lang: lang as Lang };
    return runPushAside(world, ask, io);
  }
  const at = flags.get('at');
  if (at !== undefined) {
    if (targets.length !== 1 || !isAssault(action))
      throw new UsageError('--at: the contact point of an assault on one --target (charge, engage or pursuit, R-6.15)');
    const [x, y] = parsePoint(at as string, '--at');
    const ask = { mover: moverId, target: targets[0], at: { x, y }, action, ...setting };
    return runContactPoint(world, { ...ask, json: flags.has('json'), lang }, io);
  }
  const goal: MoveGoal =
    targets.length > 0
      ? { target: targets[0], also: targets.slice(1) }
      : { point: toPoint(parsePoint(flags.get('to') as string, '--to')) };
  const ask = { mover: moverId, goal, action, ...setting };
  return plainMove(world, ask, targets, { json: flags.has('json'), lang }, io);
}

/** --target's ids (checked against the table), or none with --to; exactly one of the two. */
function targetsOf(world: World, file: string, moverId: string, flags: ReadonlyMap<string, unknown>): string[] {
  const to = flags.get('to');
  const targetText = flags.get('target');
  if ((to === undefined) === (targetText === undefined))
    throw new UsageError('give exactly one of --to x,y or --target <id>');
  const targets = typeof targetText === 'string' ? targetText.split(',').map((t) => t.trim()) : [];
  for (const t of targets) {
    if (!world.hasFighter(t)) throw new UsageError(`--target: ${shown(file)} has no fighter with id ${quote(t)}`);
    if (t === moverId) throw new UsageError('--target: a fighter cannot move to itself');
  }
  return targets;
}

/** --action, by default a charge on a target and a walk to a point. */
function actionOf(flags: ReadonlyMap<string, unknown>, targets: readonly string[]): MoveAction {
  const actionText = (flags.get('action') as string | undefined) ?? (targets.length > 0 ? 'charge' : 'walk');
  if (!(MOVE_ACTIONS as readonly string[]).includes(actionText)) {
    throw new UsageError(`--action: expected one of ${MOVE_ACTIONS.join(', ')}, got ${quote(actionText)}`);
  }
  return actionText as MoveAction;
}

type MoveAsk = Parameters<typeof judgeMove>[1];

/** A move to a point or a target, judged and told. */
function plainMove(
  world: World,
  ask: MoveAsk,
  targets: readonly string[],
  out: { json: boolean; lang: 'en' | 'fr' },
  io: Io,
): number {
  const j = judgeMove(world, ask);
  const ctx = moveContextOf(world, ask.mover, ask.action);
  const lang = out.lang;
  const runs =
    targets.length > 0 && isAssault(ask.action)
      ? freeRuns(world, { mover: ask.mover, target: targets[0], also: targets.slice(1) })
      : undefined;
  const facts = {
    ...movedOut(j, toldReasons(j.problems, j.notes, ctx, lang)),
    // the free stretches of the target's edges, as the sight's end points.
    freeEdges: runs?.map((r) => ({
      from: pointOut(r.edge.at(r.lo).sight),
      to: pointOut(r.edge.at(r.hi).sight),
      facing: deg(r.edge.at(r.lo).facingDeg),
    })),
  };
  if (out.json) {
    io.out(jsonLine(facts));
    return 0;
  }
  const summary = moveSummaryWords(j, shown(ask.mover), facts.endFacing);
  io.out(summary.head[lang]);
  io.out(summary.end[lang]);
  for (const r of facts.reasons) io.out(`- ${escapeText(r)}`);
  if (runs && facts.freeEdges) {
    // A run round a whole circle starts and ends on one spot: say it is the whole edge.
    const whole = runs.map((r) => r.edge.motion.kind === 'turn' && r.hi - r.lo >= 2 * Math.PI - 1e-9);
    io.out(freeEdgesWords(facts.freeEdges.map((e, i) => ({ ...e, whole: whole[i] })))[lang]);
  }
  tellMeasuring(world, lang, io);
  return 0;
}

/** --redirect: the assault on a gone --target redirected to another. */
function redirectCli(
  world: World,
  file: string,
  moverId: string,
  targets: readonly string[],
  action: MoveAction,
  newTarget: string,
  flags: Map<string, string | true>,
  io: Io,
): number {
  if (targets.length !== 1 || (action !== 'charge' && action !== 'engage'))
    throw new UsageError('--redirect: a charge or an engagement on one --target, the one gone (R-6.16)');
  if (flags.has('at')) throw new UsageError('--redirect: give either --at or --redirect');
  if (!world.hasFighter(newTarget))
    throw new UsageError(`--redirect: ${shown(file)} has no fighter with id ${quote(newTarget)}`);
  if (newTarget === targets[0] || newTarget === moverId)
    throw new UsageError('--redirect: the new target is another fighter than the mover and the target gone');
  const lang = (flags.get('lang') as 'en' | 'fr' | undefined) ?? 'en';
  const setting = { disengaged: flags.has('disengaged'), attacked: flags.has('attacked') };
  const ask = { mover: moverId, gone: targets[0], newTarget, action, ...setting, json: flags.has('json'), lang };
  return runRedirect(world, ask, io);
}

function toPoint([x, y]: [number, number]) {
  return { x, y };
}
