// Makes assets/fonts/label-font.otf: Inter SemiBold's Latin, Cyrillic, Greek and Vietnamese subsets
// (from @fontsource/inter) merged into one font, because troika draws a label with one font and
// falls back to a public CDN for any character it lacks. Run after updating @fontsource/inter:
//   node bin/label-font.mjs
// tests/label-glyphs.test.ts holds the shipped file to the subsets' characters.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
export const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

function load(subset) {
  const file = require.resolve(`@fontsource/inter/files/inter-${subset}-600-normal.woff`);
  const buf = readFileSync(file);
  return opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
}

const fonts = SUBSETS.map(load);
const first = fonts[0];
const glyphs = [first.glyphs.get(0)];
const taken = new Set();
for (const font of fonts) {
  for (let i = 1; i < font.glyphs.length; i++) {
    const g = font.glyphs.get(i);
    const codes = (g.unicodes ?? []).filter((u) => u > 0 && !taken.has(u));
    if (codes.length === 0) continue;
    codes.forEach((u) => taken.add(u));
    glyphs.push(
      new opentype.Glyph({
        name: g.name ?? `u${codes[0].toString(16)}`,
        unicode: codes[0],
        unicodes: codes,
        advanceWidth: g.advanceWidth,
        path: g.path,
      }),
    );
  }
}
const merged = new opentype.Font({
  familyName: 'Mire Labels (Inter SemiBold)',
  styleName: 'SemiBold',
  unitsPerEm: first.unitsPerEm,
  ascender: first.ascender,
  descender: first.descender,
  glyphs,
});
mkdirSync(join(ROOT, 'assets/fonts'), { recursive: true });
writeFileSync(join(ROOT, 'assets/fonts/label-font.otf'), Buffer.from(merged.toArrayBuffer()));
console.log(JSON.stringify({ glyphs: glyphs.length, codePoints: taken.size }));
