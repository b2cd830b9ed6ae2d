// Where each part of each fighter is drawn: for every kind of part (base, sight dot, figure,
// head), the fighters that have one, each part's transform (16 numbers) and colour (linear RGB),
// ready to be written into one merged mesh per kind. Pure: no three.js objects kept.
import * as THREE from 'three';
import { type FighterSpec, halfDepthMm } from '../../engine';
import { type FigureShape, figureHeightMm } from '../../layout/look';
import { BASE_HEIGHT_MM } from './part-geometry';
import { PART_KINDS, type PartKind, type PartSet, emptySets } from './types';

/** How a fighter is drawn beside its rules data: its side's colour and figure shape. */
export type FighterLook = { colour: string; shape: FigureShape };

/** A flying fighter (level 1, R-4.3) is drawn this high above the table. */
const FLYING_Z_MM = 60;
const SIGHT_DOT_COLOUR = new THREE.Color('#fffbe6');
const WHITE = new THREE.Color('#ffffff');

/** How high a fighter's base stands above the table: a flyer's is raised. */
export function flyingLiftMm(f: FighterSpec): number {
  return f.level === 1 ? FLYING_Z_MM : 0;
}

/** Writes each fighter's parts into one set per kind; the scratch objects are reused fighter to fighter. */
export class FighterParts {
  readonly sets: Record<PartKind, PartSet>;
  private readonly place = new THREE.Matrix4();
  private readonly local = new THREE.Matrix4();
  private readonly out = new THREE.Matrix4();
  private readonly side = new THREE.Color();
  private readonly light = new THREE.Color();

  constructor(fighters: readonly FighterSpec[], looks: readonly FighterLook[]) {
    this.sets = emptySets(PART_KINDS);
    fighters.forEach((f, i) => this.addFighter(f, looks[i], i));
  }

  private addFighter(f: FighterSpec, look: FighterLook, owner: number): void {
    const rad = (f.facing * Math.PI) / 180;
    this.place.makeRotationZ(rad).setPosition(f.position[0], f.position[1], flyingLiftMm(f));
    this.side.set(look.colour);
    // The figure a shade lighter than its base, so that it stands out against it.
    this.light.copy(this.side).lerp(WHITE, 0.12);
    const z = BASE_HEIGHT_MM / 2;
    if (f.base.type === 'round') {
      const r = f.base.diameter / 2;
      this.add('roundBase', owner, this.local.makeScale(r, r, 1).setPosition(0, 0, z), this.side);
    } else {
      const along = f.base.type === 'square' ? f.base.width : f.base.depth;
      this.add('boxBase', owner, this.local.makeScale(along, f.base.width, 1).setPosition(0, 0, z), this.side);
    }
    const dotX = halfDepthMm(f.base) - 2.6;
    this.add('sightDot', owner, this.local.makeTranslation(dotX, 0, BASE_HEIGHT_MM + 0.3), SIGHT_DOT_COLOUR);
    const heightMm = figureHeightMm(f.size);
    const body = heightMm * 0.72;
    const head = heightMm * 0.14;
    // The figure stands 1 mm behind the base's centre, on its top.
    this.add(
      look.shape,
      owner,
      this.local.makeScale(1, 1, body).setPosition(-1, 0, BASE_HEIGHT_MM + body / 2),
      this.light,
    );
    const headZ = BASE_HEIGHT_MM + body + head * 0.6;
    this.add('head', owner, this.local.makeScale(head, head, head).setPosition(-1, 0, headZ), this.light);
  }

  private add(kind: PartKind, owner: number, local: THREE.Matrix4, colour: THREE.Color): void {
    const set = this.sets[kind];
    set.owners.push(owner);
    this.out.multiplyMatrices(this.place, local);
    for (const e of this.out.elements) set.matrices.push(e);
    set.colours.push(colour.r, colour.g, colour.b);
  }
}
