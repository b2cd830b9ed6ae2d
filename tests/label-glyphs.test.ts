// Labels draw only with the fonts Mire ships (issue 31): the ranges the app gives troika are the
// characters each Inter subset's cmap maps, read here from the font files themselves, and a
// character none of them has is shown as a stand-in instead of being sent to troika's font CDN.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import {
  MISSING_GLYPH,
  SUBSET_RANGES,
  type Subset,
  drawableText,
  labelGlyphs,
  parseRanges,
} from '../src/app/layout/label-glyphs';
import { rangesOf, woffCodePoints } from './support/woff-cmap';

const require = createRequire(import.meta.url);
const fontFile = (s: Subset) => require.resolve(`@fontsource/inter/files/inter-${s}-600-normal.woff`);

describe('label glyphs', () => {
  it('each subset range is exactly what its font maps, minus the subsets before it', () => {
    const before = new Set<number>();
    for (const s of Object.keys(SUBSET_RANGES) as Subset[]) {
      const own = [...woffCodePoints(fontFile(s))].filter((c) => c > 0 && !before.has(c));
      own.forEach((c) => before.add(c));
      expect(parseRanges(SUBSET_RANGES[s]), s).toEqual(rangesOf(own));
    }
  });

  it("the shipped merged font maps exactly the subsets' characters (bin/label-font.mjs made it)", () => {
    const union = new Set(
      (Object.keys(SUBSET_RANGES) as Subset[]).flatMap((s) => [...woffCodePoints(fontFile(s))]).filter((c) => c > 0),
    );
    const merged = woffCodePoints(join(__dirname, '../assets/fonts/label-font.otf'));
    expect(rangesOf(merged)).toEqual(rangesOf(union));
  });

  it('a Latin label keeps the small Latin font; any other script takes the merged font', () => {
    const latin = labelGlyphs('Sœur Élise d’Acheron (R3) 12,5 cm');
    expect(latin.font).toMatch(/inter-latin-600-normal/);
    expect(latin.text).toBe('Sœur Élise d’Acheron (R3) 12,5 cm');
    const cyrillic = labelGlyphs('Дракон R3');
    expect(cyrillic.font).toMatch(/label-font/);
    expect(cyrillic.text).toBe('Дракон R3');
    expect(labelGlyphs('龍').text).toBe(MISSING_GLYPH);
  });

  it('keeps Latin, French, Cyrillic, Greek and Vietnamese names; stands in for CJK and emoji', () => {
    expect(drawableText('Ŀéonore d’Acheron')).toBe('Ŀéonore d’Acheron');
    expect(drawableText('Дракон Κένταυρος Trường')).toBe('Дракон Κένταυρος Trường');
    expect(drawableText('龍 king 🐉')).toBe(`${MISSING_GLYPH} king ${MISSING_GLYPH}`);
    // A character the Latin subset's CSS declares but its font lacks (U+FFFD) is a stand-in too.
    expect(drawableText('\ufffd')).toBe(MISSING_GLYPH);
  });
});
