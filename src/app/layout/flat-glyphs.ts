// The label batch's glyphs as one plain geometry: four corners and two triangles per glyph, its
// data repeated at each corner, in place of troika's one quad drawn once per glyph by instancing.
// A software rasterizer (SwiftShader, the headless browser's WebGL) sets up every instance as a
// draw of its own: ~20 µs each, 40 ms a frame for the 250-fighter table's 2,200 glyph passes,
// against well under 1 ms for the same triangles in one piece. The shaders are troika's, unchanged:
// an attribute read per corner is the one it read per instance.
import * as THREE from 'three';

/** troika's glyph quad (GlyphsGeometry's template at detail 1): the unit square, corners at 0 and 1. */
const QUAD = new THREE.PlaneGeometry(1, 1, 1, 1).translate(0.5, 0.5, 0);
const CORNERS = QUAD.getAttribute('position').count;
const QUAD_INDEX = Array.from(QUAD.getIndex()!.array);
const PER_CORNER = ['position', 'normal', 'uv'] as const;

type NumberArray = Float32Array | Uint16Array | Uint32Array;

/** What troika's BatchedText and Text ask of their geometry, for glyphs that are not instanced. */
export class FlatGlyphsGeometry extends THREE.BufferGeometry {
  /** The outline pass, then the text: troika's two materials over the same glyphs. */
  override groups = [
    { start: 0, count: Infinity, materialIndex: 0 },
    { start: 0, count: Infinity, materialIndex: 1 },
  ];
  /** troika's knobs this geometry keeps fixed: flat quads, one segment a side. */
  detail = 1;
  curveRadius = 0;
  private glyphs = 0;

  constructor() {
    super();
    // troika keeps the bounds itself (BatchedText.updateBounds) in these two objects.
    this.boundingBox = new THREE.Box3();
    this.boundingSphere = new THREE.Sphere();
  }

  override computeBoundingBox(): void {}
  override computeBoundingSphere(): void {}

  /** No clipping in the batch: every glyph is drawn (troika trims instances for clipped text). */
  applyClipRect(): void {}

  /** A per-glyph attribute from troika (`itemSize` values per glyph), repeated at each corner. */
  updateAttributeData(name: string, perGlyph: NumberArray | null | undefined, itemSize: number): void {
    if (!perGlyph) {
      if (this.getAttribute(name)) this.deleteAttribute(name);
      return;
    }
    this.fitGlyphs(perGlyph.length / itemSize);
    const had = this.getAttribute(name) as THREE.BufferAttribute | undefined;
    const size = this.glyphs * CORNERS * itemSize;
    const attr =
      had && had.array.length === size && had.array.constructor === perGlyph.constructor
        ? had
        : this.replace(name, new (perGlyph.constructor as new (n: number) => NumberArray)(size), itemSize);
    const out = attr.array as NumberArray;
    for (let g = 0; g < this.glyphs; g++)
      for (let c = 0; c < CORNERS; c++)
        for (let k = 0; k < itemSize; k++) out[(g * CORNERS + c) * itemSize + k] = perGlyph[g * itemSize + k];
    attr.needsUpdate = true;
  }

  /** The corners and triangles of `count` glyphs, made again only when the count changes. */
  private fitGlyphs(count: number): void {
    if (count === this.glyphs && this.getIndex()) return;
    this.glyphs = count;
    for (const name of PER_CORNER) {
      const quad = QUAD.getAttribute(name);
      const out = new Float32Array(count * quad.array.length);
      for (let g = 0; g < count; g++) out.set(quad.array as Float32Array, g * quad.array.length);
      this.replace(name, out, quad.itemSize);
    }
    const index = new Uint32Array(count * QUAD_INDEX.length);
    for (let g = 0; g < count; g++)
      for (let k = 0; k < QUAD_INDEX.length; k++) index[g * QUAD_INDEX.length + k] = QUAD_INDEX[k] + g * CORNERS;
    this.setIndex(new THREE.BufferAttribute(index, 1));
  }

  /** A new attribute in place of the old: the old buffers are let go on the GPU (troika does the same). */
  private replace(name: string, array: NumberArray, itemSize: number): THREE.BufferAttribute {
    const attr = new THREE.BufferAttribute(array, itemSize);
    const had = this.getAttribute(name);
    this.setAttribute(name, attr);
    if (had) this.dispose();
    return attr;
  }
}
