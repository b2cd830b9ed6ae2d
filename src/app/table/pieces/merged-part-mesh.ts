// One kind of part of many pieces (every fighter's base, every tree's crown…) as one mesh whose
// vertices are the shared shape moved into place piece by piece: one draw, however many pieces.
// Not instancing: a software rasterizer (SwiftShader, the headless browser's WebGL) sets up every
// instance as a draw of its own, ~20 µs each, 25 ms a frame for the 250-fighter table's 1,000
// parts. A change rewrites only the pieces whose transform or colour changed (a drag: one), and
// sends only their vertices to the GPU. A press is traced piece by piece as InstancedMesh traces
// instances, and its hit names the piece (`instanceId`), so that picking stays exact per piece.
import * as THREE from 'three';
import type { PartSet } from './types';

/** Room for this many pieces: powers of two, so that a growing table rarely makes new buffers. */
export function capacityFor(count: number): number {
  return Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(1, count))));
}

/** More than this share of pieces changed: the whole buffer is sent rather than piece by piece. */
const WHOLE_UPLOAD_SHARE = 0.5;

export class MergedPartMesh extends THREE.Mesh<THREE.BufferGeometry, THREE.Material> {
  /** How many pieces are drawn (the first of the buffers). */
  pieces = 0;
  private shape: THREE.BufferGeometry | null = null;
  private capacity = 0;
  /** Each piece's transform and colour as last written, to tell what changed. */
  private matrices = new Float32Array(0);
  private colours = new Float32Array(0);
  private readonly place = new THREE.Matrix4();
  private readonly turn = new THREE.Matrix3();
  private readonly v = new THREE.Vector3();
  private readonly box = new THREE.Box3();
  private readonly probe = new THREE.Mesh();
  private readonly sphere = new THREE.Sphere();

  constructor(material: THREE.Material) {
    super(new THREE.BufferGeometry(), material);
    this.visible = false;
  }

  /** Puts `set`'s pieces in the mesh, drawn as `shape`: rewrites the pieces that changed; returns how many. */
  show(shape: THREE.BufferGeometry, set: PartSet): number {
    const count = set.owners.length;
    const fresh = shape !== this.shape || capacityFor(count) !== this.capacity;
    if (fresh) this.allocate(shape, capacityFor(count));
    const changed: number[] = [];
    for (let k = 0; k < count; k++) if (fresh || k >= this.pieces || this.differs(set, k)) changed.push(k);
    for (const k of changed) this.write(set, k);
    this.pieces = count;
    this.visible = count > 0;
    const perPiece = shape.index ? shape.index.count : shape.getAttribute('position').count;
    this.geometry.setDrawRange(0, count * perPiece);
    this.upload(changed, count);
    this.computeBounds();
    return changed.length;
  }

  /** New buffers for `capacity` pieces of `shape`; its index repeated piece after piece. */
  private allocate(shape: THREE.BufferGeometry, capacity: number): void {
    this.geometry.dispose();
    const g = new THREE.BufferGeometry();
    const n = shape.getAttribute('position').count;
    for (const name of ['position', 'normal', 'color'])
      g.setAttribute(name, new THREE.BufferAttribute(new Float32Array(capacity * n * 3), 3));
    if (shape.index) {
      const from = shape.index.array;
      const index = new Uint32Array(capacity * from.length);
      for (let k = 0; k < capacity; k++)
        for (let i = 0; i < from.length; i++) index[k * from.length + i] = from[i] + k * n;
      g.setIndex(new THREE.BufferAttribute(index, 1));
    }
    g.boundingSphere = new THREE.Sphere();
    this.geometry = g;
    this.shape = shape;
    this.capacity = capacity;
    this.matrices = new Float32Array(capacity * 16);
    this.colours = new Float32Array(capacity * 3);
    this.probe.geometry = shape;
  }

  /** Whether piece k's transform or colour differs from what was last written (both as stored, 32-bit). */
  private differs(set: PartSet, k: number): boolean {
    for (let i = 0; i < 16; i++) if (Math.fround(set.matrices[k * 16 + i]) !== this.matrices[k * 16 + i]) return true;
    for (let i = 0; i < 3; i++) if (Math.fround(set.colours[k * 3 + i]) !== this.colours[k * 3 + i]) return true;
    return false;
  }

  /** Piece k's vertices: the shape's moved by its transform, normals turned with it, its colour at each. */
  private write(set: PartSet, k: number): void {
    const shape = this.shape!;
    const from = shape.getAttribute('position');
    const fromNormal = shape.getAttribute('normal');
    const n = from.count;
    const position = this.geometry.getAttribute('position').array as Float32Array;
    const normal = this.geometry.getAttribute('normal').array as Float32Array;
    const colour = this.geometry.getAttribute('color').array as Float32Array;
    this.place.fromArray(set.matrices, k * 16);
    // The inverse transpose: normals stay square to their faces under a stretch (three's instancing does the same).
    this.turn.getNormalMatrix(this.place);
    const [r, g, b] = [set.colours[k * 3], set.colours[k * 3 + 1], set.colours[k * 3 + 2]];
    for (let i = 0; i < n; i++) {
      const at = (k * n + i) * 3;
      this.v.fromBufferAttribute(from, i).applyMatrix4(this.place).toArray(position, at);
      this.v.fromBufferAttribute(fromNormal, i).applyMatrix3(this.turn).normalize().toArray(normal, at);
      colour[at] = r;
      colour[at + 1] = g;
      colour[at + 2] = b;
    }
    for (let i = 0; i < 16; i++) this.matrices[k * 16 + i] = set.matrices[k * 16 + i];
    for (let i = 0; i < 3; i++) this.colours[k * 3 + i] = set.colours[k * 3 + i];
  }

  /** Sends the changed pieces' vertices to the GPU: their ranges alone, or everything when most changed. */
  private upload(changed: readonly number[], count: number): void {
    if (changed.length === 0) return;
    const perPiece = this.shape!.getAttribute('position').count * 3;
    const whole = changed.length > count * WHOLE_UPLOAD_SHARE;
    for (const name of ['position', 'normal', 'color']) {
      const attr = this.geometry.getAttribute(name) as THREE.BufferAttribute;
      attr.clearUpdateRanges();
      if (!whole) for (const k of changed) attr.addUpdateRange(k * perPiece, perPiece);
      attr.needsUpdate = true;
    }
  }

  /** The bounds of every piece (each shape's box moved into place), for culling and a press's first test. */
  private computeBounds(): void {
    const shape = this.shape!;
    if (!shape.boundingBox) shape.computeBoundingBox();
    const all = new THREE.Box3();
    for (let k = 0; k < this.pieces; k++) {
      this.place.fromArray(this.matrices, k * 16);
      all.union(this.box.copy(shape.boundingBox!).applyMatrix4(this.place));
    }
    all.getBoundingSphere(this.geometry.boundingSphere!);
    if (!this.geometry.boundingBox) this.geometry.boundingBox = new THREE.Box3();
    this.geometry.boundingBox.copy(all);
  }

  /** A press traced piece by piece through the shape in place (as InstancedMesh does); each hit names its piece. */
  override raycast(raycaster: THREE.Raycaster, intersects: THREE.Intersection[]): void {
    if (this.pieces === 0 || !this.shape) return;
    this.sphere.copy(this.geometry.boundingSphere!).applyMatrix4(this.matrixWorld);
    if (!raycaster.ray.intersectsSphere(this.sphere)) return;
    this.probe.material = this.material;
    const hits: THREE.Intersection[] = [];
    for (let k = 0; k < this.pieces; k++) {
      this.probe.matrixWorld.multiplyMatrices(this.matrixWorld, this.place.fromArray(this.matrices, k * 16));
      hits.length = 0;
      this.probe.raycast(raycaster, hits);
      for (const hit of hits) intersects.push({ ...hit, instanceId: k, object: this });
    }
  }
}
