// The open "Play together" panel: the form that makes or joins a table, and the open table's
// link, Copy and leave; loaded when the panel is first opened (the button alone is on the first screen).
import { lazy, Suspense, useRef, useState } from 'react';
import { useStore } from '../state/store';
import { httpBase, roomLink, SERVER_KEY } from './live-link';
import { usePresence } from './presence';
import { lw } from './live-words';
import { join } from './live-join';

// Names, sides, the join code and QR code, dice and marks: loaded once a live table is open.
const LiveTogether = lazy(() => import('./LiveTogether'));

async function makeTable(server: string): Promise<void> {
  const st = useStore.getState();
  usePresence.setState({ status: 'starting' });
  try {
    const live = await import('./session');
    const room = await live.createRoom(server, st.scene);
    window.history.replaceState(null, '', roomLink(window.location.href, room));
    await live.joinRoom(room);
    (await import('./play-store')).usePlay.setState({ code: room.code ?? null });
  } catch (e) {
    usePresence.setState({ status: 'off' });
    st.say({ kind: 'error', text: (e as Error).message });
  }
}

/** The room a short join code stands for on `server` (issue 32), then joined as a link would be. */
async function joinByCode(server: string, code: string): Promise<void> {
  const st = useStore.getState();
  try {
    const res = await fetch(`${httpBase(server)}/join/${encodeURIComponent(code.trim())}`);
    const body = (await res.json()) as { room?: unknown; token?: unknown; error?: unknown };
    if (res.status === 404) throw new Error(lw(st.lang, 'noCode'));
    if (typeof body.room !== 'string' || typeof body.token !== 'string')
      throw new Error(String(body.error ?? `HTTP ${res.status}`).slice(0, 200));
    const room = { server, room: body.room, token: body.token };
    window.history.replaceState(null, '', roomLink(window.location.href, room));
    await join(room);
  } catch (e) {
    const text = e instanceof TypeError ? `${lw(st.lang, 'noServer')} ${server}` : (e as Error).message;
    st.say({ kind: 'error', text });
  }
}

/**
 * Copy the link, or say why not: a page on a plain http LAN address is no secure context and has no
 * clipboard (README, "Friends on a LAN": use --tls). Then the link is left selected to copy by hand.
 */
async function copyLink(input: HTMLInputElement | null, link: string): Promise<'copied' | 'manual'> {
  try {
    if (!navigator.clipboard || !window.isSecureContext) throw new Error('no clipboard');
    await navigator.clipboard.writeText(link);
    return 'copied';
  } catch {
    input?.focus();
    input?.select();
    return 'manual';
  }
}

export type Words = (k: Parameters<typeof lw>[1]) => string;

/** No live table yet: the server to use, Make a live table, or join one by its code. */
function StartForm({ t, server, setServer }: { t: Words; server: string; setServer: (s: string) => void }) {
  const status = usePresence((s) => s.status);
  const [code, setCode] = useState('');
  return (
    <>
      <label>
        {t('server')}
        <input
          data-testid="live-server"
          value={server}
          onChange={(e) => {
            setServer(e.target.value);
            try {
              localStorage.setItem(SERVER_KEY, e.target.value);
            } catch {
              /* storage unavailable: the setting lasts this page */
            }
          }}
        />
      </label>
      <button data-testid="live-start" disabled={status === 'starting'} onClick={() => void makeTable(server)}>
        {status === 'starting' ? t('starting') : t('start')}
      </button>
      <div>{t('codeHint')}</div>
      <div className="row">
        <input
          data-testid="live-code-input"
          value={code}
          maxLength={12}
          autoCapitalize="characters"
          onChange={(e) => setCode(e.target.value)}
        />
        <button
          data-testid="live-join-code"
          disabled={code.trim().length < 6}
          onClick={() => void joinByCode(server, code)}
        >
          {t('join')}
        </button>
      </div>
    </>
  );
}

/** A live table open: its status, the link and Copy, the players, playing together, Leave. */
function OpenTable({ t }: { t: Words }) {
  const status = usePresence((s) => s.status);
  const link = usePresence((s) => s.link);
  const peers = usePresence((s) => s.peers);
  const me = usePresence((s) => s.playerName);
  const [copy, setCopy] = useState<'copied' | 'manual' | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <div data-testid="live-status" data-status={status} className={`live-status-${status}`}>
        ● {t(`status.${status}` as Parameters<typeof lw>[1])}
      </div>
      <div>{t('link')}</div>
      <div className="row">
        <input ref={linkInput} data-testid="live-link" readOnly value={link ?? ''} onFocus={(e) => e.target.select()} />
        <button data-testid="live-copy" onClick={() => void copyLink(linkInput.current, link ?? '').then(setCopy)}>
          {t('copy')}
        </button>
      </div>
      {copy && (
        <div data-testid="live-copy-said" data-said={copy} className={copy === 'manual' ? 'live-warn' : ''}>
          {t(copy === 'copied' ? 'copied' : 'copyManual')}
        </div>
      )}
      <div>
        {peers.length + 1} {t('players')}
        {me && (
          <ul>
            <li data-testid="live-self">
              {me} ({t('you')})
            </li>
          </ul>
        )}
        <ul data-testid="live-peers">
          {peers.map((p) => (
            <li key={p.clientId}>
              <span className="live-dot" style={{ background: p.colour }} />
              {p.name}
            </li>
          ))}
        </ul>
      </div>
      <Suspense fallback={null}>
        <LiveTogether />
      </Suspense>
      <button data-testid="live-leave" onClick={() => void usePresence.getState().leave?.()}>
        {t('leave')}
      </button>
    </>
  );
}

/** The panel's body: the start form, or the open table once live. */
export default function LivePanelBody(props: { t: Words; server: string; setServer: (s: string) => void }) {
  const status = usePresence((s) => s.status);
  return status === 'off' || status === 'starting' ? <StartForm {...props} /> : <OpenTable t={props.t} />;
}
