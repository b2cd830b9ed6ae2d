// How things look: colours per side, heights per size class. Drawing only; the rules use sizes.
import type { Scene, ScenerySpec } from '../engine';

/** Side colours, told apart by hue and lightness (warm/light vs cool/dark), and by figure shape. */
const SIDE_COLOURS = ['#e0622f', '#2c6fd1', '#3f9e4d', '#8e4fc2', '#c9a227'];
export type FigureShape = 'spire' | 'tower' | 'dome' | 'spire' | 'tower';
const SIDE_SHAPES: FigureShape[] = ['spire', 'tower', 'dome', 'spire', 'tower'];

/** Sides named after a colour are drawn in it (a lesson's "blue" is blue whatever its deployment). */
const NAMED_SIDES: Record<string, number> = {
  red: 0,
  orange: 0,
  rouge: 0,
  blue: 1,
  bleu: 1,
  green: 2,
  vert: 2,
  purple: 3,
  violet: 3,
  yellow: 4,
  gold: 4,
  jaune: 4,
};

/**
 * A side's colour slot: its colour name if it has one, else the next slot no side of the table
 * has taken, in the deployment's order (low, high) then the fighters' order.
 */
export function sideIndex(scene: Scene, side: string): number {
  const named = NAMED_SIDES[side.toLowerCase()];
  if (named !== undefined) return named;
  const taken = new Set<number>();
  const order: string[] = [];
  const note = (s: string) => {
    if (order.includes(s)) return;
    order.push(s);
    const n = NAMED_SIDES[s.toLowerCase()];
    if (n !== undefined) taken.add(n);
  };
  if (scene.deployment) {
    note(scene.deployment.sides.low);
    note(scene.deployment.sides.high);
  }
  for (const f of scene.fighters) note(f.side);
  let slot = 0;
  for (const s of order) {
    if (NAMED_SIDES[s.toLowerCase()] !== undefined) continue;
    while (taken.has(slot % SIDE_COLOURS.length) && taken.size < SIDE_COLOURS.length) slot++;
    if (s === side) return slot;
    taken.add(slot % SIDE_COLOURS.length);
  }
  return slot;
}

export function sideColour(scene: Scene, side: string): string {
  return SIDE_COLOURS[sideIndex(scene, side) % SIDE_COLOURS.length];
}

export function sideShape(scene: Scene, side: string): FigureShape {
  return SIDE_SHAPES[sideIndex(scene, side) % SIDE_SHAPES.length];
}

/** A figure's height in mm from its size: small, normal, large, very large and beyond. */
export function figureHeightMm(size: number): number {
  return 14 + size * 11;
}

/** Scenery height from its size class, or its drawing height when given. */
export function sceneryHeightMm(s: ScenerySpec): number {
  if (s.heightMm !== undefined) return s.heightMm;
  if (!s.blocksSight) return 2;
  if (s.size === undefined) return 110;
  if (s.kind === 'hill') return 6 + s.size * 8;
  return 8 + s.size * 16;
}

export const SCENERY_COLOURS: Record<ScenerySpec['kind'], string> = {
  house: '#b98a5e',
  ruin: '#9a9184',
  wall: '#8f8a80',
  hill: '#7f9a55',
  copse: '#4f7d3a',
  tree: '#3f6f2e',
  forest: '#3b6a2c',
  rocks: '#7d7d78',
  fence: '#8a6a45',
  river: '#4f86b8',
  marsh: '#6f7f58',
  objective: '#d8c24a',
  other: '#a0a0a0',
};

/** The ring and name of the selected fighter, and the ring of the one aimed at. */
export const SELECTED_RING = '#ffe14a';
export const TARGET_RING = '#ff5cf0';

export const VERDICT_COLOURS = { full: '#2fae5a', partial: '#f0a81c', none: '#d23c3c' } as const;
export const FAN_COLOURS = { clear: '#25c25a', hinder: '#f5a623', block: '#e0343a' } as const;
