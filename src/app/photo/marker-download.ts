// A page of the printable markers (issue 35, R-8.1) as an SVG file in exact mm, made by the same
// code as `mire markers`, labelled in the player's language.
import { type Paper, markerSheetSvg } from '../engine/photo';
import { markerCardWords } from '../../words';
import type { Lang } from '../state/lang';

export type MarkerTable = { readonly widthMm: number; readonly depthMm: number };

/** The page's SVG text (1-based page). */
export function markerPageSvg(table: MarkerTable, paper: Paper, page: number, lang: Lang): string {
  const pages = markerSheetSvg(table, paper, (id, place) =>
    markerCardWords(lang, id, place, table.widthMm, table.depthMm),
  );
  return pages[Math.min(Math.max(page, 1), pages.length) - 1];
}

/** Downloads the page, named after its table, paper and page: "mire-markers-1200x600-a4-1.svg". */
export function downloadMarkerPage(table: MarkerTable, paper: Paper, page: number, lang: Lang): void {
  const blob = new Blob([markerPageSvg(table, paper, page, lang)], { type: 'image/svg+xml' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `mire-markers-${table.widthMm}x${table.depthMm}-${paper}-${page}.svg`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
