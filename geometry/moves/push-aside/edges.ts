// pushing aside: which fighters in contact with the target may slide along which of its
// edges, and what each slide is made of. A fighter slides along the side it stands against (of a
// square or rectangular target: the side its centre lies most outward of) or round a round
// target; fighters against the other sides stay where they are, as barriers.
import type { Footprint } from '../../footprint';
import type { Point } from '../../vec';
import type { World } from '../../world';
import type { Motion } from '../events';
import type { Edge } from '../free-edges';

/** The fighters other than the mover in contact with the target, at its level. */
export function inContactWith(world: World, mover: string, target: string): string[] {
  const level = world.fighter(target).level;
  return world
    .fighterIds()
    .filter(
      (id) => id !== mover && id !== target && world.fighter(id).level === level && world.contact(id, target).contact,
    );
}

/** The index of the side of a counter-clockwise polygon that p lies most outward of. */
function sideOf(points: readonly Point[], p: Point): number {
  let best = 0;
  let bestOut = -Infinity;
  points.forEach((a, i) => {
    const b = points[(i + 1) % points.length];
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    const out = ((p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x)) / l;
    if (out > bestOut) {
      bestOut = out;
      best = i;
    }
  });
  return best;
}

/** For each edge of the target (edgesOf's order), the fighters in contact that slide along it. */
export function slidersByEdge(world: World, target: Footprint, inContact: readonly string[]): string[][] {
  if (target.kind === 'circle') return [[...inContact]];
  const out: string[][] = target.points.map(() => []);
  for (const id of inContact) {
    const [x, y] = world.fighter(id).position;
    out[sideOf(target.points, { x, y })].push(id);
  }
  return out;
}

/** A fighter's place after sliding by v along the edge: carried with it, its facing turned with a turn. */
export function slidPose(
  edge: Edge,
  position: readonly [number, number],
  facingDeg: number,
  v: number,
): { position: [number, number]; facingDeg: number } {
  const m: Motion = edge.motion;
  if (m.kind === 'slide') return { position: [position[0] + v * m.d.x, position[1] + v * m.d.y], facingDeg };
  const c = Math.cos(v);
  const s = Math.sin(v);
  const x = position[0] - m.c.x;
  const y = position[1] - m.c.y;
  return {
    position: [m.c.x + c * x - s * y, m.c.y + s * x + c * y],
    facingDeg: facingDeg + (v * 180) / Math.PI,
  };
}

/** Millimetres a fighter's centre travels per unit of the edge's parameter: the side's length, or its distance from the round target's centre. */
export function mmPerUnit(edge: Edge, position: readonly [number, number]): number {
  const m = edge.motion;
  if (m.kind === 'slide') return Math.hypot(m.d.x, m.d.y);
  return Math.hypot(position[0] - m.c.x, position[1] - m.c.y);
}
