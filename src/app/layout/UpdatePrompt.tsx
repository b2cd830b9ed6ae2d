// The service worker (vite-plugin-pwa, Workbox) is registered here. A new version is never forced
// mid-game: it waits until the player chooses "Reload"; until then the running version goes on.
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect } from 'react';
import { useStore } from '../state/store';
import { lw } from './layout-words';

export function UpdatePrompt() {
  const lang = useStore((s) => s.lang);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW();
  useEffect(() => {
    // `npm start` (vite dev) registers no worker: offline needs the built app (issue 32, item 4).
    if (import.meta.env.DEV) useStore.getState().say({ kind: 'info', text: lw(lang, 'offline.dev') });
    // Once, at start: the language read is the one then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!offlineReady) return;
    useStore.getState().say({ kind: 'info', text: lw(lang, 'offline.ready') });
    setOfflineReady(false);
  }, [offlineReady, lang, setOfflineReady]);
  if (!needRefresh) return null;
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      <span>{lw(lang, 'update.ready')}</span>
      <button className="primary" data-testid="update-reload" onClick={() => void updateServiceWorker(true)}>
        {lw(lang, 'update.reload')}
      </button>
      <button data-testid="update-later" onClick={() => setNeedRefresh(false)}>
        {lw(lang, 'update.later')}
      </button>
    </div>
  );
}
