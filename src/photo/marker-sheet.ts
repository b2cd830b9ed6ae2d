// The printable marker sheet (issue 35): the 8 cards of one table as SVG in exact mm (A4 or
// Letter, printed at 100%), each card 80 mm with its id, its place and an arrow to the y1 edge.
import { MARKER_CODES, MARKER_MARGIN_MM, MARKER_SIDE_MM, codeBit, markerSpots } from './markers';
import type { TableMm } from './types';

export const PAPERS = { a4: { widthMm: 210, heightMm: 297 }, letter: { widthMm: 215.9, heightMm: 279.4 } } as const;
export type Paper = keyof typeof PAPERS;

/** A card's label: the words are the caller's (src/words/photo.ts), given per card. */
export type CardLabel = (id: number, place: string) => string;

const CARD_MM = MARKER_SIDE_MM + 2 * MARKER_MARGIN_MM;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cardSvg(id: number, label: string, x: number, y: number): string {
  const cell = MARKER_SIDE_MM / 6;
  const ox = x + MARKER_MARGIN_MM;
  const oy = y + MARKER_MARGIN_MM;
  const cells: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 6; col++) {
      const ring = row === 0 || row === 5 || col === 0 || col === 5;
      if (!ring && !codeBit(MARKER_CODES[id], row - 1, col - 1)) continue;
      cells.push(`<rect x="${ox + col * cell}" y="${oy + row * cell}" width="${cell}" height="${cell}"/>`);
    }
  }
  const cx = x + CARD_MM / 2;
  return [
    `<rect x="${x}" y="${y}" width="${CARD_MM}" height="${CARD_MM}" fill="none" stroke="#999" stroke-width="0.2" stroke-dasharray="2 2"/>`,
    `<g fill="#000" shape-rendering="crispEdges">${cells.join('')}</g>`,
    `<path d="M ${cx - 3} ${y + 6} L ${cx} ${y + 2} L ${cx + 3} ${y + 6}" fill="none" stroke="#000" stroke-width="0.5"/>`,
    `<text x="${cx}" y="${y + CARD_MM - 3}" font-size="3.2" text-anchor="middle" font-family="sans-serif">${escape(label)}</text>`,
  ].join('\n');
}

/** Cards per page: 2 across, 3 down (80 mm cards and 6 mm gaps fit A4 and Letter; 8 cards take two pages). */
export const CARDS_PER_PAGE = 6;

/** The sheet's pages (SVG, exact mm), cut lines dashed; throws for a table not of. */
export function markerSheetSvg(table: TableMm, paper: Paper, label: CardLabel): string[] {
  const { widthMm, heightMm } = PAPERS[paper];
  const spots = markerSpots(table);
  const gap = 6;
  const left = (widthMm - 2 * CARD_MM - gap) / 2;
  const top = (heightMm - 3 * CARD_MM - 2 * gap) / 2;
  const pages: string[] = [];
  for (let first = 0; first < spots.length; first += CARDS_PER_PAGE) {
    const cards = spots.slice(first, first + CARDS_PER_PAGE).map((s, k) => {
      const x = left + (k % 2) * (CARD_MM + gap);
      const y = top + Math.floor(k / 2) * (CARD_MM + gap);
      return cardSvg(s.id, label(s.id, s.place), x, y);
    });
    pages.push(
      [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm}mm" height="${heightMm}mm" viewBox="0 0 ${widthMm} ${heightMm}">`,
        `<rect width="${widthMm}" height="${heightMm}" fill="#fff"/>`,
        ...cards,
        '</svg>',
      ].join('\n'),
    );
  }
  return pages;
}
