// The markers to print (issue 35): the 8 cards of the table chosen, on A4 or Letter, as
// two SVG pages printed at 100%.
import { useState } from 'react';
import { useStore } from '../state/store';
import { captureWords } from '../../words';
import { CARDS_PER_PAGE, MARKER_TABLES, PAPERS, type Paper } from '../engine/photo';
import { downloadMarkerPage } from './marker-download';

const PAGES = Array.from({ length: Math.ceil(8 / CARDS_PER_PAGE) }, (_, k) => k + 1);
const key = (t: { widthMm: number; depthMm: number }) => `${t.widthMm}x${t.depthMm}`;

export function MarkersCard() {
  const lang = useStore((s) => s.lang);
  const sceneTable = useStore((s) => `${s.scene.table.width}x${s.scene.table.depth}`);
  const [tableKey, setTableKey] = useState(
    MARKER_TABLES.some((t) => key(t) === sceneTable) ? sceneTable : key(MARKER_TABLES[0]),
  );
  const [paper, setPaper] = useState<Paper>('a4');
  const table = MARKER_TABLES.find((t) => key(t) === tableKey) ?? MARKER_TABLES[0];
  return (
    <div className="capture-markers" data-testid="capture-markers">
      <h4>{captureWords(lang, 'capture.markersTitle')}</h4>
      <p className="muted small">{captureWords(lang, 'capture.markersHelp')}</p>
      <div className="capture-actions">
        <label>
          {captureWords(lang, 'capture.tableSize')}{' '}
          <select data-testid="markers-table" value={tableKey} onChange={(e) => setTableKey(e.target.value)}>
            {MARKER_TABLES.map((t) => (
              <option key={key(t)} value={key(t)}>
                {t.widthMm} x {t.depthMm}
              </option>
            ))}
          </select>
        </label>
        <label>
          {captureWords(lang, 'capture.paper')}{' '}
          <select data-testid="markers-paper" value={paper} onChange={(e) => setPaper(e.target.value as Paper)}>
            {Object.keys(PAPERS).map((p) => (
              <option key={p} value={p}>
                {p === 'a4' ? 'A4' : captureWords(lang, 'capture.letter')}
              </option>
            ))}
          </select>
        </label>
        {PAGES.map((page) => (
          <button
            key={page}
            data-testid={`markers-page-${page}`}
            onClick={() => downloadMarkerPage(table, paper, page, lang)}
          >
            ⤓ {captureWords(lang, 'capture.page')} {page}
          </button>
        ))}
      </div>
    </div>
  );
}
