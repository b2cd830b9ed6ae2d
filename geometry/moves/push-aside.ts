// R-6.14 Pushing aside (Confédé II-E-1: "ceux-ci peuvent être légèrement décalés de façon à
// permettre le placement du nouvel assaillant … si les figurines à déplacer sont effectivement au
// contact du socle de la cible. Si elles ne le sont pas, elles sont considérées comme des obstacles"):
// an assault with no free place on its target may slide the fighters in contact with the
// target along its edge, each staying in contact and moving nothing else, to open a place. The judge
// proposes the least total slide (mm) that opens a place within the potential; the maximum in
// contact still holds. Closed form: push-aside/zones.ts and push-aside/chain.ts.
import { fighterFootprint } from '../base';
import { contactFacts, maxEnemiesInContact } from '../contact';
import { type Footprint, penetrationMm } from '../footprint';
import type { FighterSpec } from '../scene';
import type { Point } from '../vec';
import type { World } from '../world';
import type { MoveAction } from './actions';
import { tooManyInContact } from './end';
import { nearestOn } from './contact-point';
import { type Edge, baseAtSight, edgesOf, freeRunsOf } from './free-edges';
import { type MoveJudgement, judgeMove } from './judge';
import { ignoredBy } from './obstacles';
import { freeRuns } from './placement';
import type { MoveProblem } from './problems';
import { moveStart, seesAtStart } from './start';
import { worldWith } from './what-if';
import { type ChainCandidate, chainCandidates } from './push-aside/chain';
import { inContactWith, mmPerUnit, slidPose, slidersByEdge } from './push-aside/edges';
import { type SlideWorld, overlapZone, slideRange } from './push-aside/zones';

export type PushAsideAsk = {
  readonly mover: string;
  readonly target: string;
  readonly action: MoveAction;
  readonly disengaged?: boolean;
  readonly attacked?: boolean;
};

/** A fighter slid along the target's edge: where it stood, where it goes, how far its centre travels. */
export type SlidFighter = {
  readonly id: string;
  readonly from: Point;
  readonly to: Point;
  readonly fromFacingDeg: number;
  readonly facingDeg: number;
  readonly movedMm: number;
};

/**
 * not-needed: a free place exists, nothing is pushed; pushed: the slides open a place within
 * reach; out-of-reach: the place opened lies beyond the potential, the assault falls short and
 * nothing is pushed; no-route: the least slide opens a place no route gets to; no-room: no
 * slide opens a place; at-maximum: the target already has
 * its most enemies in contact.
 */
export type PushAsideVerdict = 'not-needed' | 'pushed' | 'out-of-reach' | 'no-route' | 'no-room' | 'at-maximum';

export type PushAsideJudgement = {
  readonly target: string;
  readonly verdict: PushAsideVerdict;
  readonly legal: boolean;
  /** The fighters slid (only those that move), and the total of their slides, mm. */
  readonly slid: readonly SlidFighter[];
  readonly totalMm: number;
  /** The place opened: the mover's sight on the target's edge, facing it; null when none. */
  readonly sight: Point | null;
  readonly facingDeg: number | null;
  /** The assault judged with the slid fighters in their new places (or as it stands, when not needed). */
  readonly placed: MoveJudgement | null;
  readonly problems: readonly MoveProblem[];
};

/** The most candidate places whose routes are judged, least slide first. */
const MAX_JUDGED = 12;

export function judgePushAside(world: World, ask: PushAsideAsk): PushAsideJudgement {
  const none = { target: ask.target, slid: [], totalMm: 0, sight: null, facingDeg: null };
  const me = world.fighter(ask.mover);
  const over = world.fighter(ask.target).side !== me.side ? tooManyInContact(world, ask.mover, ask.target) : null;
  if (over) return { ...none, verdict: 'at-maximum', legal: false, placed: null, problems: [over] };
  if (freeRuns(world, { mover: ask.mover, target: ask.target, action: ask.action }).length > 0) {
    const placed = judgeMove(world, { ...ask, goal: { target: ask.target } });
    return { ...none, verdict: 'not-needed', legal: placed.legal, placed, problems: placed.problems };
  }
  const proposals = proposalsOf(world, ask).slice(0, MAX_JUDGED);
  // a charge's sight is taken at the start, before anything is pushed aside.
  const blind: MoveProblem[] =
    ask.action === 'charge' &&
    world.scene.ruleset !== 'ragnarok' &&
    !seesAtStart(world, moveStart(world, ask.mover), ask.target)
      ? [{ code: 'no-sight-at-start', rule: 'R-6.5', enemy: ask.target }]
      : [];
  let short: PushAsideJudgement | null = null;
  for (const p of proposals) {
    const after = worldWith(world, { moved: p.moved });
    if (!contactsHold(world, after, p.slid)) continue;
    // The opened place is the only free one: the assault judged as ever goes there.
    const placed = judgeMove(after, { ...ask, goal: { target: ask.target } });
    if (!placed.reachable || placed.problems.some((q) => q.code === 'no-free-edge')) continue;
    const found = { target: ask.target, slid: p.slid, totalMm: p.totalMm, sight: p.sight, facingDeg: p.facingDeg };
    const problems = [...placed.problems.filter((q) => q.code !== 'no-sight-at-start'), ...blind];
    const legal = problems.length === 0;
    if (placed.withinPotential) return { ...found, verdict: 'pushed', legal, placed, problems };
    if (short === null) short = { ...found, verdict: 'out-of-reach', legal, placed, problems };
  }
  if (short) return short;
  if (proposals.length > 0) {
    // The least slide is still shown: the players may see a way the route does not.
    const p = proposals[0];
    const noRoute: MoveProblem = { code: 'no-route', rule: 'R-6.2', reason: { code: 'no-way-through' } };
    const found = { target: ask.target, slid: p.slid, totalMm: p.totalMm, sight: p.sight, facingDeg: p.facingDeg };
    return { ...found, verdict: 'no-route', legal: false, placed: null, problems: [noRoute] };
  }
  const noFree: MoveProblem = { code: 'no-free-edge', rule: 'R-6.6', target: ask.target };
  return { ...none, verdict: 'no-room', legal: false, placed: null, problems: [noFree] };
}

/** no fighter ends with more enemies in contact than it may have, unless it already had them. */
function contactsHold(before: World, after: World, slid: readonly SlidFighter[]): boolean {
  const touched = new Set<string>();
  for (const s of slid) {
    touched.add(s.id);
    for (const e of after.enemiesInContact(s.id)) touched.add(e);
  }
  for (const id of touched) {
    const n = after.enemiesInContact(id).length;
    const max = maxEnemiesInContact(after.fighter(id), after.variants);
    if (n > max && n > before.enemiesInContact(id).length) return false;
  }
  return true;
}

type Proposal = {
  readonly sight: Point;
  readonly facingDeg: number;
  readonly slid: SlidFighter[];
  readonly totalMm: number;
  readonly moved: Map<string, FighterSpec>;
};

/** Every place a slide opens, on every edge, least total slide first. */
function proposalsOf(world: World, ask: PushAsideAsk): Proposal[] {
  const targetPrint = world.footprintOf(ask.target);
  const inContact = inContactWith(world, ask.mover, ask.target);
  const sliders = slidersByEdge(world, targetPrint, inContact);
  const out: Proposal[] = [];
  edgesOf(targetPrint).forEach((edge, i) => out.push(...edgeProposals(world, ask, edge, sliders[i])));
  // Equal slides (within a micron): the place nearer the mover first.
  const s = world.sightOf(ask.mover);
  const near = (p: Proposal) => Math.hypot(p.sight.x - s.x, p.sight.y - s.y);
  return out.sort((a, b) => (Math.abs(a.totalMm - b.totalMm) > 1e-3 ? a.totalMm - b.totalMm : near(a) - near(b)));
}

/** The places one edge's sliders can open (chain.ts), each checked with the true tests. */
function edgeProposals(world: World, ask: PushAsideAsk, edge: Edge, ids: readonly string[]): Proposal[] {
  if (ids.length === 0) return [];
  const tol = world.toleranceMm;
  const me = world.fighter(ask.mover);
  const target = world.fighter(ask.target);
  const start = edge.at(0);
  const moverAt0 = baseAtSight(me.base, start.sight, start.facingDeg);
  const movable = ids.filter((id) => overlapZone(edge.motion, moverAt0, world.footprintOf(id), tol) !== null);
  if (movable.length === 0) return [];
  const still = world
    .fighterIds()
    .filter((id) => id !== ask.mover && id !== ask.target && !movable.includes(id))
    .filter((id) => world.fighter(id).level === me.level)
    .map((id) => world.footprintOf(id));
  const blocking = world.scene.scenery.filter((s) => !s.passable);
  const ignored = new Set(ignoredBy(world, ask.mover, false, [], [], ask.action));
  const moverScenery = blocking.filter((s) => !ignored.has(s.id)).map((s) => world.sceneryFootprintOf(s.id)!);
  const sliding = (id: string): SlideWorld => ({
    base: world.fighter(id).base,
    print: world.footprintOf(id),
    target: { base: target.base, print: world.footprintOf(ask.target) },
    still,
    scenery: blocking.map((s) => world.sceneryFootprintOf(s.id)!),
    table: world.scene.table,
    toleranceMm: tol,
    variants: world.variants,
  });
  const prints = movable.map((id) => world.footprintOf(id));
  const problem = {
    fighters: movable.map((id) => ({
      zone: overlapZone(edge.motion, moverAt0, world.footprintOf(id), tol)!,
      allowed: slideRange(sliding(id), edge.motion),
      mmPerUnit: mmPerUnit(edge, world.fighter(id).position),
    })),
    pair: prints.map((a) => prints.map((b) => (a === b ? null : overlapZone(edge.motion, a, b, tol)))),
    period: edge.motion.kind === 'turn' ? 2 * Math.PI : null,
    free: freeRunsOf(world, me.base, edge, still, moverScenery, []).map((r) => ({ lo: r.lo, hi: r.hi })),
    hair: 1e-9,
    prefer: nearestOn(edge, world.sightOf(ask.mover)),
  };
  return chainCandidates(problem)
    .map((c) => proposalOf(world, ask, edge, movable, c))
    .filter((p): p is Proposal => p !== null);
}

/** A candidate made into new places, or null when the true tests refuse it. */
function proposalOf(
  world: World,
  ask: PushAsideAsk,
  edge: Edge,
  movable: readonly string[],
  c: ChainCandidate,
): Proposal | null {
  const tol = world.toleranceMm;
  const me = world.fighter(ask.mover);
  const target = world.fighter(ask.target);
  const at = edge.at(c.u);
  const moverPrint = baseAtSight(me.base, at.sight, at.facingDeg);
  const moved = new Map<string, FighterSpec>();
  const slid: SlidFighter[] = [];
  const prints: Footprint[] = [];
  movable.forEach((id, j) => {
    const f = world.fighter(id);
    const pose = slidPose(edge, f.position, f.facing, c.slides[j]);
    const spec = { ...f, position: pose.position, facing: pose.facingDeg };
    prints.push(fighterFootprint(spec));
    if (c.slides[j] === 0) return;
    moved.set(id, spec);
    const movedMm = Math.abs(c.slides[j]) * mmPerUnit(edge, f.position);
    slid.push({
      id,
      from: pointOf(f.position),
      to: pointOf(pose.position),
      fromFacingDeg: f.facing,
      facingDeg: pose.facingDeg,
      movedMm,
    });
  });
  const targetPrint = world.footprintOf(ask.target);
  for (let j = 0; j < prints.length; j++) {
    if (penetrationMm(moverPrint, prints[j]) > tol) return null;
    const base = world.fighter(movable[j]).base;
    if (!contactFacts(base, prints[j], target.base, targetPrint, tol, world.variants).contact) return null;
    for (let i = 0; i < j; i++) if (penetrationMm(prints[i], prints[j]) > tol) return null;
  }
  return { sight: at.sight, facingDeg: at.facingDeg, slid, totalMm: c.totalMm, moved };
}

const pointOf = (p: readonly [number, number]): Point => ({ x: p[0], y: p[1] });
