// The table's scenery as few meshes as it has materials: every body extruded and merged into one
// geometry per look (solid, a ruin's, see-through), its faces coloured by kind; every tree trunk,
// tree crown, rock and roof as one shape placed many times; every outline as segments of one line.
// `owners` says which piece each triangle range or instance belongs to, for picking.
import * as THREE from 'three';
import type { ScenerySpec } from '../../engine';
import { SCENERY_COLOURS, sceneryHeightMm } from '../../layout/look';
import { sceneryBounds } from '../../edit/scenery-bounds';
import { outlinePoints, sceneryShape, scatter } from '../scenery-shape';
import { type PartSet, emptySets } from './types';
import type { Point3 } from './ring-points';
import { withoutBottomLid } from './hidden-faces';

export type BodyLook = 'solid' | 'ruin' | 'seeThrough';
export const BODY_LOOKS: readonly BodyLook[] = ['solid', 'ruin', 'seeThrough'];
export const BODY_OPACITY: Record<BodyLook, number> = { solid: 1, ruin: 0.85, seeThrough: 0.6 };

/** Bodies of one look merged: `starts[k]` is the first triangle of piece `owners[k]`. */
export type MergedBodies = { geometry: THREE.BufferGeometry; owners: number[]; starts: number[] };

export type InstanceKind = 'trunk' | 'crown' | 'rock' | 'roof';
export const INSTANCE_KINDS: readonly InstanceKind[] = ['trunk', 'crown', 'rock', 'roof'];

export function bodyLook(s: ScenerySpec): BodyLook {
  if (s.kind === 'ruin') return 'ruin';
  return s.blocksSight ? 'solid' : 'seeThrough';
}

export function isWood(s: ScenerySpec): boolean {
  return s.kind === 'copse' || s.kind === 'forest' || s.kind === 'tree';
}

/** The body's height: a wood's floor is 3 mm, its trees stand on it. */
export function bodyHeightMm(s: ScenerySpec): number {
  return isWood(s) ? 3 : sceneryHeightMm(s);
}

/** The piece's body, non-indexed, coloured by its kind. */
function bodyOf(s: ScenerySpec): THREE.BufferGeometry {
  const g = withoutBottomLid(
    new THREE.ExtrudeGeometry(sceneryShape(s), { depth: bodyHeightMm(s), bevelEnabled: false }),
  );
  const c = new THREE.Color(SCENERY_COLOURS[s.kind]);
  const n = g.getAttribute('position').count;
  const colours = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) colours.set([c.r, c.g, c.b], i * 3);
  g.setAttribute('color', new THREE.BufferAttribute(colours, 3));
  return g;
}

/** Positions, normals and colours of the bodies one after another (all non-indexed). */
export function mergeBodies(pieces: readonly { s: ScenerySpec; owner: number }[]): MergedBodies {
  const parts = pieces.map((p) => bodyOf(p.s));
  const total = parts.reduce((n, g) => n + g.getAttribute('position').count, 0);
  const merged = new THREE.BufferGeometry();
  const owners: number[] = [];
  const starts: number[] = [];
  for (const name of ['position', 'normal', 'color']) {
    const out = new Float32Array(total * 3);
    let at = 0;
    for (const g of parts) {
      out.set(g.getAttribute(name).array as Float32Array, at * 3);
      at += g.getAttribute(name).count;
    }
    merged.setAttribute(name, new THREE.BufferAttribute(out, 3));
  }
  let triangle = 0;
  parts.forEach((g, k) => {
    owners.push(pieces[k].owner);
    starts.push(triangle);
    triangle += g.getAttribute('position').count / 3;
    g.dispose();
  });
  merged.computeBoundingSphere();
  return { geometry: merged, owners, starts };
}

/** The piece a merged triangle belongs to (the last range starting at or before it; a press, not a loop). */
export function ownerOfTriangle(m: MergedBodies, triangle: number): number | undefined {
  const k = m.starts.findLastIndex((start) => start <= triangle);
  return k < 0 ? undefined : m.owners[k];
}

const TRUNK = new THREE.Color('#5b4127');
const CROWNS = [new THREE.Color('#3d7f33'), new THREE.Color('#2f6b2a')];
const ROCK = new THREE.Color('#8a8a84');
const ROOF = new THREE.Color('#8c3b2e');

/** Every tree, rock and roof of the pieces, one set per shape (shapes: scenery-geometry.ts). */
export class SceneryInstances {
  readonly sets: Record<InstanceKind, PartSet>;
  private readonly m = new THREE.Matrix4();
  private readonly turn = new THREE.Matrix4();
  private readonly euler = new THREE.Euler();

  constructor(pieces: readonly { s: ScenerySpec; owner: number }[]) {
    this.sets = emptySets(INSTANCE_KINDS);
    for (const { s, owner } of pieces) {
      if (s.kind === 'house') this.roof(s, owner);
      if (isWood(s)) this.trees(s, owner);
      if (s.kind === 'rocks') this.rocks(s, owner);
    }
  }

  /** A hip roof: a four-sided cone turned to the axes and stretched over the walls. */
  private roof(s: ScenerySpec, owner: number): void {
    if (s.shape.type !== 'polygon') return;
    const { cx, cy, w, h: d } = sceneryBounds(s);
    const rh = Math.min(w, d) * 0.3;
    this.m.makeScale(w / Math.SQRT2, d / Math.SQRT2, 1).setPosition(cx, cy, sceneryHeightMm(s) + rh / 2);
    this.m.multiply(this.turn.makeRotationZ(Math.PI / 4)).multiply(this.turn.makeScale(1, 1, rh));
    this.add('roof', owner, ROOF);
  }

  private trees(s: ScenerySpec, owner: number): void {
    const h = sceneryHeightMm(s);
    scatter(s, 34).forEach((p, i) => {
      this.m.makeScale(1, 1, h * 0.3).setPosition(p.x, p.y, h * 0.15);
      this.add('trunk', owner, TRUNK);
      const r = 14 + (i % 3) * 2;
      this.m.makeScale(r, r, h * 0.7).setPosition(p.x, p.y, h * 0.62);
      this.add('crown', owner, CROWNS[i % 2]);
    });
  }

  private rocks(s: ScenerySpec, owner: number): void {
    const h = sceneryHeightMm(s);
    scatter(s, 30).forEach((p, i) => {
      const r = 12 + (i % 3) * 3;
      this.turn.makeRotationFromEuler(this.euler.set(i, i * 2, i * 3));
      this.m.makeTranslation(p.x, p.y, h * 0.8).multiply(this.turn);
      this.m.multiply(this.turn.makeScale(r, r * 1.2, r * 0.8));
      this.add('rock', owner, ROCK);
    });
  }

  private add(kind: InstanceKind, owner: number, colour: THREE.Color): void {
    const set = this.sets[kind];
    set.owners.push(owner);
    for (const e of this.m.elements) set.matrices.push(e);
    set.colours.push(colour.r, colour.g, colour.b);
  }
}

/** Every outline as segments, 0.6 mm above its piece's body. */
export function outlineSegments(pieces: readonly { s: ScenerySpec; owner: number }[]): Point3[] {
  const out: Point3[] = [];
  for (const { s } of pieces) {
    const z = bodyHeightMm(s) + 0.6;
    const pts = outlinePoints(s, 1.2);
    for (let i = 1; i < pts.length; i++) out.push([pts[i - 1].x, pts[i - 1].y, z], [pts[i].x, pts[i].y, z]);
  }
  return out;
}
