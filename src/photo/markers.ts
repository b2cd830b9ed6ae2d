// The fiducial markers (issue 35): 8 per table, at its corners and edge midpoints (R-8.1 table
// sizes), each id saying which table and which place. A marker is 6 x 6 cells: a black ring and
// 4 x 4 bits inside (1 = black, bit row·4 + col, row 0 at the marker's top).
import type { TableMm, Vec2 } from './types';

/** Printed marker side (the black square), mm; cells are a sixth of it. */
export const MARKER_SIDE_MM = 60;
/** The white margin around the black square, cut with it: the card is 80 mm square. */
export const MARKER_MARGIN_MM = 10;
/** A card lies in its corner or against its edge: its centre is half a card in from each edge it touches. */
export const MARKER_INSET_MM = MARKER_SIDE_MM / 2 + MARKER_MARGIN_MM;

/**
 * 24 codes, 8 per table, chosen greedily so that any two, in any of the four turns, differ by at
 * least 5 bits, and no code is within 5 bits of its own turns (tests/photo-markers.test.ts): a
 * reading with one wrong bit still names one marker, and a wrong turn is never taken.
 */
export const MARKER_CODES: readonly number[] = [
  0xcba2, 0xb605, 0x1ee3, 0xf13e, 0xb27b, 0xe6f2, 0xf2e5, 0x0293, 0x2bbf, 0x8e02, 0x92c2, 0x162f, 0x0325, 0x6b0c,
  0x2155, 0x5d24, 0xd388, 0xfe3c, 0xed05, 0x900e, 0x3e91, 0x63da, 0x8dfb, 0x06c5,
];

/** the three tables, in the order of their id blocks (ids 0-7, 8-15, 16-23). */
export const MARKER_TABLES: readonly TableMm[] = [
  { widthMm: 1200, depthMm: 600 },
  { widthMm: 900, depthMm: 900 },
  { widthMm: 600, depthMm: 600 },
];

/** The 8 places, in id order within a table's block. */
export const MARKER_PLACES = [
  'corner-x0-y0',
  'edge-y0',
  'corner-x1-y0',
  'edge-x1',
  'corner-x1-y1',
  'edge-y1',
  'corner-x0-y1',
  'edge-x0',
] as const;
export type MarkerPlace = (typeof MARKER_PLACES)[number];

/** Where a marker goes: its id, place, and the table position of its centre (mm). */
export type MarkerSpot = { readonly id: number; readonly place: MarkerPlace; readonly centre: Vec2 };

/** The block of ids for a table of, or -1 when the table is not one of them. */
export function tableBlock(table: TableMm): number {
  return MARKER_TABLES.findIndex((t) => t.widthMm === table.widthMm && t.depthMm === table.depthMm);
}

function placeCentre(place: MarkerPlace, table: TableMm): Vec2 {
  const lo = MARKER_INSET_MM;
  const xHi = table.widthMm - lo;
  const yHi = table.depthMm - lo;
  switch (place) {
    case 'corner-x0-y0':
      return { x: lo, y: lo };
    case 'edge-y0':
      return { x: table.widthMm / 2, y: lo };
    case 'corner-x1-y0':
      return { x: xHi, y: lo };
    case 'edge-x1':
      return { x: xHi, y: table.depthMm / 2 };
    case 'corner-x1-y1':
      return { x: xHi, y: yHi };
    case 'edge-y1':
      return { x: table.widthMm / 2, y: yHi };
    case 'corner-x0-y1':
      return { x: lo, y: yHi };
    case 'edge-x0':
      return { x: lo, y: table.depthMm / 2 };
  }
}

/** The 8 markers of a table of R-8.1 (throws for another size: the caller names the field). */
export function markerSpots(table: TableMm): MarkerSpot[] {
  const block = tableBlock(table);
  if (block < 0) throw new RangeError(`no markers for a ${table.widthMm} x ${table.depthMm} table (R-8.1)`);
  return MARKER_PLACES.map((place, i) => ({ id: block * 8 + i, place, centre: placeCentre(place, table) }));
}

/**
 * A marker's four outer corners on the table (mm), in the order the decoder returns them: the
 * marker's top-left, top-right, bottom-right, bottom-left. A card is laid with its top toward the
 * y1 edge (its arrow says so), so its top-left is at (−, +) from its centre.
 */
export function markerCornersMm(centre: Vec2): Vec2[] {
  const h = MARKER_SIDE_MM / 2;
  return [
    { x: centre.x - h, y: centre.y + h },
    { x: centre.x + h, y: centre.y + h },
    { x: centre.x + h, y: centre.y - h },
    { x: centre.x - h, y: centre.y - h },
  ];
}

/** The code's bit at (row, col) of the 4 x 4 inside: true is black. */
export function codeBit(code: number, row: number, col: number): boolean {
  return ((code >> (row * 4 + col)) & 1) === 1;
}

/** The code read after the marker turned a quarter clockwise. */
export function turnCode(code: number): number {
  let out = 0;
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      if (codeBit(code, row, col)) out |= 1 << (col * 4 + (3 - row));
    }
  }
  return out;
}

/** Set bits of a 16-bit value. */
export function bitCount(v: number): number {
  let n = 0;
  for (let x = v; x !== 0; x &= x - 1) n++;
  return n;
}
