// Control of an area (Confédé III-A-2) and Rag'narok control ("Control phase").
//
// Confédé: counting only fighters whose whole base lies in the area, a side controls it when its
// total power is greater than every other side's AND its total strategic value is greater
// too (serious wound −5, critical −10, minimum 0); any other case is disputed.
// Rag'narok: the greatest total power controls, routed fighters excluded, a tie controls nothing;
// for an objective the fighters within 10 cm count (partly within counts, R-2.2), for a zone the
// fighters whose whole base lies in it.
import { baseFootprint } from './base';
import { type DeploymentZones, baseInZone, sceneDeploymentZones } from './deployment';
import { type Footprint, circle, distanceMm, polygon } from './footprint';
import { fighterPower } from './power';
import type { FighterSpec, Scene } from './scene';
import type { Point } from './vec';

/** objectives are controlled from within 10 cm. */
export const OBJECTIVE_RANGE_MM = 100;

/** A zone to control: a simple polygon (any winding, non-convex allowed) or a circle. */
export type ZoneShape =
  | { readonly kind: 'polygon'; readonly points: readonly Point[] }
  | { readonly kind: 'circle'; readonly center: Point; readonly radiusMm: number };

export type NamedZone = { readonly name: string; readonly shape: ZoneShape };

export type CountedFighter = {
  readonly id: string;
  readonly side: string;
  readonly power: number;
  /** Strategic value after the wound penalty; 0 when the fighter has no `value`. */
  readonly value: number;
};

export type SideTotal = {
  readonly side: string;
  readonly fighters: string[];
  readonly power: number;
  readonly value: number;
};

export type ControlVerdict = {
  /** The side that controls, or null (disputed / nobody). */
  readonly controller: string | null;
  /** `controls`; `disputed` (R-8.4 any other case, or an tie); `empty` (nobody counted). */
  readonly state: 'controls' | 'disputed' | 'empty';
};

export type ZoneControl = ControlVerdict & {
  readonly rule: 'R-8.4' | 'R-8.5';
  readonly zone: NamedZone;
  /** Fighters whose whole base lies in the zone, routed ones excepted under. */
  readonly counted: CountedFighter[];
  /** Fighters partly in the zone, or routed: not counted. */
  readonly notCounted: { readonly id: string; readonly reason: 'partly-inside' | 'routed' }[];
  /** One entry per side of the scene, in order of first appearance. */
  readonly totals: SideTotal[];
  /** Counted fighters with no `value` in the scene (counted as 0, R-8.4). */
  readonly valueMissing: string[];
};

/** strategic value with the wound penalty: serious −5, critical −10, minimum 0. */
export function strategicValue(f: Pick<FighterSpec, 'value' | 'wound'>): number {
  const v = f.value ?? 0;
  const penalty = f.wound === 'serious' ? 5 : f.wound === 'critical' ? 10 : 0;
  return Math.max(0, v - penalty);
}

function sidesOf(scene: Scene): string[] {
  const out: string[] = [];
  const add = (s: string) => {
    if (!out.includes(s)) out.push(s);
  };
  if (scene.deployment) {
    add(scene.deployment.sides.low);
    add(scene.deployment.sides.high);
  }
  for (const f of scene.fighters) add(f.side);
  return out;
}

function footprintOf(f: FighterSpec): Footprint {
  return baseFootprint(f.base, { x: f.position[0], y: f.position[1] }, f.facing);
}

function totalsOf(scene: Scene, counted: readonly CountedFighter[]): SideTotal[] {
  return sidesOf(scene).map((side) => {
    const mine = counted.filter((c) => c.side === side);
    return {
      side,
      fighters: mine.map((c) => c.id),
      power: mine.reduce((s, c) => s + c.power, 0),
      value: mine.reduce((s, c) => s + c.value, 0),
    };
  });
}

/** the side whose power and strategic value both beat every other side's. */
export function confedeVerdict(totals: readonly SideTotal[]): ControlVerdict {
  if (totals.every((t) => t.fighters.length === 0)) return { controller: null, state: 'empty' };
  for (const t of totals) {
    const others = totals.filter((o) => o !== t);
    if (others.every((o) => t.power > o.power && t.value > o.value)) return { controller: t.side, state: 'controls' };
  }
  return { controller: null, state: 'disputed' };
}

/** the greatest total power; a tie controls nothing. */
export function ragnarokVerdict(totals: readonly SideTotal[]): ControlVerdict {
  if (totals.every((t) => t.fighters.length === 0)) return { controller: null, state: 'empty' };
  const best = Math.max(...totals.map((t) => t.power));
  const leaders = totals.filter((t) => t.power === best);
  if (leaders.length > 1) return { controller: null, state: 'disputed' };
  return { controller: leaders[0].side, state: 'controls' };
}

/**
 * R-8.4 (Confédé, C3) / R-8.5 (Rag'narok) control of a zone: whole bases inside count, with the
 * reading of deployment.ts (a base on the zone's line, or over it by less than τ, is inside).
 */
export function controlOfZone(scene: Scene, zone: NamedZone): ZoneControl {
  const ragnarok = scene.ruleset === 'ragnarok';
  const tol = scene.options.tolerance;
  const region =
    zone.shape.kind === 'polygon' ? zone.shape.points : { center: zone.shape.center, radiusMm: zone.shape.radiusMm };
  const counted: CountedFighter[] = [];
  const notCounted: ZoneControl['notCounted'] = [];
  const valueMissing: string[] = [];
  for (const f of scene.fighters) {
    const fp = footprintOf(f);
    const c = baseInZone(fp, region, tol);
    if (!c.inside) {
      if (touchesZone(fp, zone.shape)) notCounted.push({ id: f.id, reason: 'partly-inside' });
      continue;
    }
    if (ragnarok && f.routed) {
      notCounted.push({ id: f.id, reason: 'routed' });
      continue;
    }
    if (f.value === undefined) valueMissing.push(f.id);
    counted.push({ id: f.id, side: f.side, power: fighterPower(f, scene.ruleset), value: strategicValue(f) });
  }
  const totals = totalsOf(scene, counted);
  const verdict = ragnarok ? ragnarokVerdict(totals) : confedeVerdict(totals);
  return { rule: ragnarok ? 'R-8.5' : 'R-8.4', zone, ...verdict, counted, notCounted, totals, valueMissing };
}

/** Does the base overlap the zone at all (more than touching)? For reporting who was left out. */
function touchesZone(fp: Footprint, shape: ZoneShape): boolean {
  // A deployment zone the table is too small to hold has no points: nothing touches it.
  if (shape.kind === 'polygon' && shape.points.length < 3) return false;
  const z: Footprint = shape.kind === 'polygon' ? polygon(shape.points) : circle(shape.center, shape.radiusMm);
  return distanceMm(fp, z) === 0;
}

// ---------------------------------------------------------------------------------------------
// Named zones: the deployment zones, the centre, the whole table, a scenery element.

/** Names `zoneByName` understands besides scenery ids and side names. */
export const ZONE_NAMES = ['low', 'high', 'centre', 'center', 'table'] as const;

function zoneShape(points: readonly Point[]): ZoneShape {
  return { kind: 'polygon', points };
}

/**
 * A zone by name: `low`, `high` (the deployment zones, R-8.2/R-8.5), `centre` (the strip within
 * 150 mm of the median line), `table` (the whole battlefield, "Bloodbath"), a side named in the
 * scene's `deployment.sides` (its deployment zone), or a scenery id (its outline). Null if unknown.
 */
export function zoneByName(
  scene: Scene,
  name: string,
  zones: DeploymentZones = sceneDeploymentZones(scene),
): NamedZone | null {
  const { width, depth } = scene.table;
  if (name === 'low' || name === 'high') return { name, shape: zoneShape(zones[name].points) };
  if (name === 'centre' || name === 'center') return { name: 'centre', shape: zoneShape(zones.centre.points) };
  if (name === 'table') {
    return {
      name,
      shape: zoneShape([
        { x: 0, y: 0 },
        { x: width, y: 0 },
        { x: width, y: depth },
        { x: 0, y: depth },
      ]),
    };
  }
  const sides = scene.deployment?.sides;
  if (sides && name === sides.low) return { name, shape: zoneShape(zones.low.points) };
  if (sides && name === sides.high) return { name, shape: zoneShape(zones.high.points) };
  const s = scene.scenery.find((e) => e.id === name);
  if (s) {
    if (s.shape.type === 'circle') {
      return {
        name,
        shape: { kind: 'circle', center: { x: s.shape.center[0], y: s.shape.center[1] }, radiusMm: s.shape.radius },
      };
    }
    return { name, shape: zoneShape(s.shape.points.map(([x, y]) => ({ x, y }))) };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// objectives (scenery of kind `objective`).

export type ObjectiveControl = ControlVerdict & {
  readonly rule: 'R-8.5';
  readonly objective: string;
  /** Fighters within 10 cm (edge to edge, partly within counts), routed ones excepted. */
  readonly counted: (CountedFighter & { readonly distanceMm: number })[];
  readonly routed: string[];
  readonly totals: SideTotal[];
};

/** each objective: the greatest total power within 10 cm controls; routed fighters do not count; a tie controls nothing. */
export function objectiveControl(scene: Scene): ObjectiveControl[] {
  const out: ObjectiveControl[] = [];
  for (const s of scene.scenery) {
    if (s.kind !== 'objective') continue;
    const fpObj: Footprint =
      s.shape.type === 'circle'
        ? circle({ x: s.shape.center[0], y: s.shape.center[1] }, s.shape.radius)
        : polygon(s.shape.points.map(([x, y]) => ({ x, y })));
    const counted: ObjectiveControl['counted'] = [];
    const routed: string[] = [];
    for (const f of scene.fighters) {
      const d = distanceMm(footprintOf(f), fpObj);
      if (d > OBJECTIVE_RANGE_MM) continue;
      if (f.routed) {
        routed.push(f.id);
        continue;
      }
      counted.push({
        id: f.id,
        side: f.side,
        power: fighterPower(f, scene.ruleset),
        value: strategicValue(f),
        distanceMm: d,
      });
    }
    const totals = totalsOf(scene, counted);
    out.push({ rule: 'R-8.5', objective: s.id, ...ragnarokVerdict(totals), counted, routed, totals });
  }
  return out;
}
