// `mire path <scene.json> <fighter> (--to x,y | --target <id>) [--action …] [--json]`: routes and moves (R-6).
import { MOVE_ACTIONS, type MoveAction, assaultPlacements, planMove } from '../../geometry/movement';
import { escapeText, quote, shown } from '../../geometry/quote';
import { World } from '../../geometry/world';
import { type Io, jsonLine, UsageError, cm, parseArgs, parsePoint, readScene } from './io';

export const usage = `mire path <scene.json> <fighter> (--to x,y | --target <id>) [--action ${MOVE_ACTIONS.join('|')}] [--disengaged] [--json]`;

const round = (v: number, digits = 3) => Number(v.toFixed(digits));

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json', 'disengaged'], ['to', 'target', 'action']);
  if (positional.length !== 2) throw new UsageError(`usage: ${usage}`);
  const [file, moverId] = positional;
  const world = new World(readScene(file));
  if (!world.hasFighter(moverId)) throw new UsageError(`${shown(file)}: no fighter with id ${quote(moverId)}`);
  const to = flags.get('to');
  const target = flags.get('target');
  if ((to === undefined) === (target === undefined)) throw new UsageError('give exactly one of --to x,y or --target <id>');
  if (typeof target === 'string') {
    if (!world.hasFighter(target)) throw new UsageError(`${shown(file)}: no fighter with id ${quote(target)}`);
    if (target === moverId) throw new UsageError('a fighter cannot move to itself');
  }
  const actionText = (flags.get('action') as string | undefined) ?? (target ? 'charge' : 'walk');
  if (!(MOVE_ACTIONS as readonly string[]).includes(actionText)) {
    throw new UsageError(`--action: expected one of ${MOVE_ACTIONS.join(', ')}, got ${quote(actionText)}`);
  }
  const action = actionText as MoveAction;
  const goal = typeof target === 'string' ? { target } : { point: toPoint(parsePoint(to as string, '--to')) };
  const plan = planMove(world, { mover: moverId, to: goal, action, afterDisengagement: flags.has('disengaged') });
  const out = {
    reachable: plan.reachable,
    lengthMm: plan.lengthMm === null ? null : round(plan.lengthMm),
    potentialMm: plan.potentialMm,
    withinPotential: plan.withinPotential,
    end: [round(plan.end.x), round(plan.end.y)],
    endFacing: round(((plan.endFacing % 360) + 360) % 360),
    route: plan.route.map((p) => [round(p.x), round(p.y)]),
    legal: plan.legal,
    reasons: plan.reasons.map((r) => `${r.text} (${r.rule})`),
    // R-6.6 the contact positions offered on the target's free sides, nearest first.
    placements:
      typeof target === 'string' && ['charge', 'engage', 'pursuit'].includes(action)
        ? assaultPlacements(world, moverId, target, action).map((p) => ({
            sight: [round(p.sight.x), round(p.sight.y)],
            facing: round(((p.facingDeg % 360) + 360) % 360),
            routeMm: p.routeMm === null ? null : round(p.routeMm),
            withinPotential: p.withinPotential,
          }))
        : undefined,
  };
  if (flags.has('json')) {
    io.out(jsonLine(out));
    return 0;
  }
  const head = plan.reachable
    ? `${shown(moverId)} ${action}: route ${cm(plan.lengthMm!)} cm, potential ${cm(plan.potentialMm)} cm — ${plan.withinPotential ? 'within reach' : 'out of reach'}; ${plan.legal ? 'legal' : 'NOT LEGAL'}.`
    : `${shown(moverId)} ${action}: unreachable — NOT LEGAL.`;
  io.out(head);
  io.out(`ends with the sight at (${cm(plan.end.x)}, ${cm(plan.end.y)}) cm, facing ${out.endFacing}°`);
  for (const r of plan.reasons) io.out(`- ${escapeText(r.text)} (${r.rule})`);
  if (out.placements) {
    const ok = out.placements.filter((p) => p.withinPotential);
    io.out(`contact positions within reach (R-6.6): ${ok.length ? ok.map((p) => `(${cm(p.sight[0])}, ${cm(p.sight[1])}) ${cm(p.routeMm!)} cm`).join('; ') : 'none'}`);
  }
  return 0;
}

function toPoint([x, y]: [number, number]) {
  return { x, y };
}
