// The glyphs labels can draw, and with which font (troika lays a label out with one font, and
// fetches any character it lacks from a public CDN: that request would leak the player's address
// and never end offline). A label in Latin script uses Inter's Latin subset (31 kB); any other
// label uses assets/fonts/label-font.otf, Inter's Latin, Cyrillic, Greek and Vietnamese subsets
// merged (bin/label-font.mjs), loaded only then. A character neither has (CJK, emoji…) is shown as
// MISSING_GLYPH before troika sees the text. tests/label-glyphs.test.ts holds the ranges below
// to the font files' own character maps.
import latinFont from '@fontsource/inter/files/inter-latin-600-normal.woff?url';
import mergedFont from '../../../assets/fonts/label-font.otf?url';

/** Each subset's characters (hex code points, ranges inclusive), without those of the subsets before it. */
export const SUBSET_RANGES = {
  latin:
    '20-7e,a0-ac,ae-ff,131,152-153,2bb-2bc,2c6,2da,2dc,300-301,303-304,308-309,323,2002,2009,200b,2013-2014,2018-201a,201c-201e,2022,2026,2032-2033,2039-203a,2044,20ac,2122,2191,2193,2212,feff',
  'latin-ext':
    '100-130,132-148,14a-151,154-1c3,1c5-254,256-27b,27e-284,286-290,292-2a4,2a6-2ba,2bd-2c5,2c7-2cc,2ce-2d7,2dd-2ff,1d00,1d0d,1d1b,1d43,1d47-1d49,1d4d,1d4f-1d50,1d52,1d56-1d58,1d5b,1d62-1d65,1d9c,1da0,1dbb,1dbf,1e00-1e9b,1e9d-1e9f,1ef2-1eff,2020,20a0-20ab,20ad-20af,20b1-20b5,20b8-20ba,20bc-20bf,2113,2c7c,2c7f,a7ff',
  cyrillic: '400-45f,490-491,4b0-4b1,2116',
  'cyrillic-ext': '460-479,480-48f,492-49d,4a0-4af,4b2-4ff,52f,2dff,a69f',
  greek: '374-376,37a-37f,384-38a,38c,38e-3a1,3a3-3d7,3dc-3dd,3f0-3f6,3f9-3fa,3fc-3ff',
  'greek-ext':
    '1f00-1f15,1f18-1f1d,1f20-1f45,1f48-1f4d,1f50-1f57,1f59,1f5b,1f5d,1f5f-1f7d,1f80-1fb4,1fb6-1fc4,1fc6-1fd3,1fd6-1fdb,1fdd-1fef,1ff2-1ff4,1ff6-1ffe',
  vietnamese: '1ea0-1ef1',
} as const;

export type Subset = keyof typeof SUBSET_RANGES;

/** Shown in place of a character no shipped font draws: plainly a stand-in, in every font. */
export const MISSING_GLYPH = '?';

type Range = readonly [number, number];

/** "20-7e,a0" as [[0x20, 0x7e], [0xa0, 0xa0]]. */
export function parseRanges(text: string): Range[] {
  return text.split(',').map((part) => {
    const [start, end = start] = part.split('-').map((h) => parseInt(h, 16));
    return [start, end] as const;
  });
}

function sortedRanges(subsets: readonly Subset[]): readonly Range[] {
  return subsets.flatMap((s) => parseRanges(SUBSET_RANGES[s])).sort((a, b) => a[0] - b[0]);
}

const LATIN: readonly Range[] = sortedRanges(['latin']);
const MERGED: readonly Range[] = sortedRanges(Object.keys(SUBSET_RANGES) as Subset[]);

function covered(ranges: readonly Range[], codePoint: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [start, end] = ranges[mid];
    if (codePoint < start) hi = mid - 1;
    else if (codePoint > end) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The text with every character the merged font lacks shown as MISSING_GLYPH; whitespace kept. */
export function drawableText(text: string): string {
  let out = '';
  for (const ch of text) out += covered(MERGED, ch.codePointAt(0)!) || /\s/u.test(ch) ? ch : MISSING_GLYPH;
  return out;
}

export type LabelGlyphs = { readonly font: string; readonly text: string };

/** The font a label is drawn with and its text as that font can draw it. */
export function labelGlyphs(text: string): LabelGlyphs {
  for (const ch of text) {
    if (!covered(LATIN, ch.codePointAt(0)!) && !/\s/u.test(ch)) return { font: mergedFont, text: drawableText(text) };
  }
  return { font: latinFont, text };
}
