// Issue 33 item 2: the label batch draws its glyphs as one plain geometry (flat-glyphs.ts), not one
// instance each. What troika gave per glyph must reach each of that glyph's four corners unchanged,
// the corners must be troika's unit quad, and each glyph's two triangles must use its own corners
// only: then troika's shaders, reading per corner what they read per instance, draw the same text.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as THREE from 'three';
import { FlatGlyphsGeometry } from '../src/app/layout/flat-glyphs';

const QUAD = new THREE.PlaneGeometry(1, 1, 1, 1).translate(0.5, 0.5, 0);

/** troika's three per-glyph arrays for `glyphs` glyphs, as BatchedText.sync passes them. */
const glyphData = fc.integer({ min: 0, max: 40 }).chain((glyphs) =>
  fc.record({
    glyphs: fc.constant(glyphs),
    members: fc.array(fc.integer({ min: 0, max: 500 }), { minLength: glyphs, maxLength: glyphs }),
    atlas: fc.array(fc.integer({ min: 0, max: 4000 }), { minLength: glyphs, maxLength: glyphs }),
    bounds: fc.array(fc.float({ min: -100, max: 100, noNaN: true }), { minLength: glyphs * 4, maxLength: glyphs * 4 }),
  }),
);

function fill(g: FlatGlyphsGeometry, d: { members: number[]; atlas: number[]; bounds: number[] }): void {
  g.updateAttributeData('aTroikaTextBatchMemberIndex', Uint16Array.from(d.members), 1);
  g.updateAttributeData('aTroikaGlyphIndex', Float32Array.from(d.atlas), 1);
  g.updateAttributeData('aTroikaGlyphBounds', Float32Array.from(d.bounds), 4);
}

function expectGlyphs(
  g: FlatGlyphsGeometry,
  d: { glyphs: number; members: number[]; atlas: number[]; bounds: number[] },
) {
  const corners = QUAD.getAttribute('position').count;
  const quadIndex = Array.from(QUAD.getIndex()!.array);
  expect(g.getAttribute('position').count).toBe(d.glyphs * corners);
  expect(g.getIndex()!.count).toBe(d.glyphs * quadIndex.length);
  const member = g.getAttribute('aTroikaTextBatchMemberIndex');
  const atlas = g.getAttribute('aTroikaGlyphIndex');
  const bounds = g.getAttribute('aTroikaGlyphBounds');
  const position = g.getAttribute('position');
  for (let k = 0; k < d.glyphs; k++) {
    for (let c = 0; c < corners; c++) {
      const v = k * corners + c;
      expect(member.getX(v)).toBe(d.members[k]);
      expect(atlas.getX(v)).toBe(d.atlas[k]);
      expect([bounds.getX(v), bounds.getY(v), bounds.getZ(v), bounds.getW(v)]).toEqual(
        d.bounds.slice(k * 4, k * 4 + 4),
      );
      expect([position.getX(v), position.getY(v), position.getZ(v)]).toEqual([
        QUAD.getAttribute('position').getX(c),
        QUAD.getAttribute('position').getY(c),
        QUAD.getAttribute('position').getZ(c),
      ]);
    }
    const tri = Array.from(g.getIndex()!.array.slice(k * quadIndex.length, (k + 1) * quadIndex.length));
    expect(tri).toEqual(quadIndex.map((i) => i + k * corners));
  }
}

describe('the label batch glyphs as one plain geometry', () => {
  it('two glyphs worked by hand: glyph 1 (member 3, atlas 7) at corners 4 to 7, triangles 4-6-5 and 6-7-5', () => {
    const g = new FlatGlyphsGeometry();
    fill(g, { members: [0, 3], atlas: [2, 7], bounds: [0, 0, 5, 9, 5, 0, 11, 9] });
    expect(g.getAttribute('aTroikaTextBatchMemberIndex').getX(4)).toBe(3);
    expect(g.getAttribute('aTroikaTextBatchMemberIndex').getX(7)).toBe(3);
    expect(g.getAttribute('aTroikaGlyphIndex').getX(5)).toBe(7);
    expect(g.getAttribute('aTroikaGlyphBounds').getZ(6)).toBe(11);
    // The unit quad's corners, (0,1) (1,1) (0,0) (1,0), and its two triangles 0-2-1, 2-3-1, moved on by 4.
    expect(Array.from(g.getIndex()!.array.slice(6, 12))).toEqual([4, 6, 5, 6, 7, 5]);
    expect(g.getAttribute('position').getY(4)).toBe(1);
    expect(g.getAttribute('position').getY(6)).toBe(0);
  });

  it('every glyph reaches its four corners, and only its own, however the count changes', () => {
    fc.assert(
      fc.property(glyphData, glyphData, (first, second) => {
        const g = new FlatGlyphsGeometry();
        fill(g, first);
        expectGlyphs(g, first);
        // The labels change: troika passes new arrays, longer or shorter.
        fill(g, second);
        expectGlyphs(g, second);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps its buffers when the count stays, and lets troika keep the bounds', () => {
    const g = new FlatGlyphsGeometry();
    fill(g, { members: [1, 1, 2], atlas: [4, 5, 6], bounds: Array.from({ length: 12 }, (_, i) => i) });
    const index = g.getIndex();
    const atlas = g.getAttribute('aTroikaGlyphIndex');
    fill(g, { members: [2, 2, 2], atlas: [9, 9, 9], bounds: Array.from({ length: 12 }, () => 1) });
    expect(g.getIndex()).toBe(index);
    expect(g.getAttribute('aTroikaGlyphIndex')).toBe(atlas);
    expect(atlas.getX(11)).toBe(9);
    const sphere = g.boundingSphere!;
    sphere.radius = 42;
    g.computeBoundingSphere();
    expect(g.boundingSphere!.radius).toBe(42);
  });
});
