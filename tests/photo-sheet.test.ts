// The printable marker sheet and `mire markers` (issue 35, R-8.1): the cards carry exactly the
// codes the detector reads, at 60 mm, and bad input gets one line naming the field.
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main';
import { markerSheetSvg } from '../src/photo/marker-sheet';
import { MARKER_CODES } from '../src/photo/markers';

/** The black cells of each card, read back from the SVG's rectangles (10 mm cells, card at x, y). */
function codesOnPages(pages: string[]): number[] {
  const codes: number[] = [];
  for (const svg of pages) {
    const cards = [...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="80" height="80"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    const cells = [...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="10" height="10"\/>/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    for (const [x, y] of cards) {
      let code = 0;
      let ring = 0;
      for (const [cx, cy] of cells) {
        const col = Math.round((cx - x - 10) / 10);
        const row = Math.round((cy - y - 10) / 10);
        if (col < 0 || col > 5 || row < 0 || row > 5) continue;
        if (row === 0 || row === 5 || col === 0 || col === 5) ring++;
        else code |= 1 << ((row - 1) * 4 + (col - 1));
      }
      expect(ring).toBe(20);
      codes.push(code);
    }
  }
  return codes;
}

describe('the marker sheet (issue 35)', () => {
  it('prints the 8 codes of each R-8.1 table on two A4 or Letter pages, 6 cards then 2', () => {
    const blocks = [
      { widthMm: 1200, depthMm: 600 },
      { widthMm: 900, depthMm: 900 },
      { widthMm: 600, depthMm: 600 },
    ];
    blocks.forEach((table, b) => {
      for (const paper of ['a4', 'letter'] as const) {
        const pages = markerSheetSvg(table, paper, (id) => `Mire ${id}`);
        expect(pages.length).toBe(2);
        expect(codesOnPages(pages)).toEqual(MARKER_CODES.slice(b * 8, b * 8 + 8));
      }
    });
  });

  it('mire markers prints page 2 in French and refuses a table not of R-8.1 in one line', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s) };
    expect(await main(['markers', '--table', '900x900', '--paper', 'letter', '--page', '2', '--lang', 'fr'], io)).toBe(
      0,
    );
    expect(out[0]).toContain('width="215.9mm"');
    expect(out[0]).toContain('Mire 14 · 900x900 · coin x0 y1');
    expect(await main(['markers', '--table', '1000x600'], io)).toBe(2);
    expect(err).toEqual(['mire markers: --table: expected 1200x600, 900x900 or 600x600 (R-8.1), got "1000x600"']);
    expect(await main(['markers', '--page', '3'], io)).toBe(2);
    expect(err[1]).toMatch(/--page: expected 1 to 2/);
  });
});
