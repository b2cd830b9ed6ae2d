// "Play together": the button and panel of the live table. This file is loaded with the app; the
// panel's forms when it is first opened; the live code itself (Yjs, the provider, IndexedDB) only
// when a table is made or a live link opened.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '../state/store';
import { chosenServer, roomInUrl, sameOriginServer, SERVER_KEY } from './live-link';
import { join } from './live-join';
import type { Words } from './LivePanelBody';
import { usePresence } from './presence';
import { lw } from './live-words';
import './live.css';

// The open panel's forms, loaded when it is first opened.
const LivePanelBody = lazy(() => import('./LivePanelBody'));

function savedServer(): string | null {
  try {
    return localStorage.getItem(SERVER_KEY);
  } catch {
    return null;
  }
}

export function LivePanel() {
  const lang = useStore((s) => s.lang);
  const status = usePresence((s) => s.status);
  const [open, setOpen] = useState(false);
  const [server, setServer] = useState(() => chosenServer(window.location.href, savedServer()));
  useEffect(() => {
    // Served by the table server itself (npm run serve after npm run build): that is the server.
    // Asked only once the panel is opened: solo use (and an offline start) sends no request.
    if (!open || new URL(window.location.href).searchParams.has('live') || savedServer()) return;
    void fetch(new URL('health', window.location.href))
      .then((r) => (r.ok ? r.json() : null))
      .then(
        (h: { ok?: boolean; rooms?: number } | null) =>
          h?.ok && typeof h.rooms === 'number' && setServer(sameOriginServer(window.location.href)),
      )
      .catch(() => undefined);
  }, [open]);
  useEffect(() => {
    const room = roomInUrl(window.location.href);
    if (room) {
      setOpen(true);
      void join(room).catch((e) => useStore.getState().say({ kind: 'error', text: (e as Error).message }));
    }
  }, []);
  const t: Words = (k) => lw(lang, k);
  return (
    <div className="live-corner">
      <button
        data-testid="live-open"
        className={status !== 'off' ? 'on' : ''}
        aria-pressed={open}
        onClick={() => setOpen(!open)}
      >
        {status !== 'off' && (
          <span className="live-dot" style={{ background: status === 'live' ? '#3ee07a' : '#ffd166' }} />
        )}
        {t('play')}
      </button>
      {open && (
        <div className="live-panel" data-testid="live-panel">
          <h3>{t('title')}</h3>
          <Suspense fallback={null}>
            <LivePanelBody t={t} server={server} setServer={setServer} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
