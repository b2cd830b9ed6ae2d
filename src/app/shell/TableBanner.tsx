// Where the table on show comes from, when it is not the user's own: a linked view (with the way
// back), or a view just adopted by an edit (with the way to restore the table it replaced). Also
// the Share button: the link goes to the clipboard and on screen, never into the address bar, so
// a reload always opens the user's latest work.
import { useState } from 'react';
import { useStore } from '../state/store';
import { tw } from '../words/table-words';
import { scenarioTitle } from '../words/titles';
import { PREVIOUS_KEY, readStored } from '../state/persist';
import { tableStorage } from '../state/local-store';
import { shareLink } from '../state/actions';
import { tr } from '../words/i18n';
import { useKept } from './banner-state';

export function TableBanner() {
  const lang = useStore((s) => s.lang);
  const borrowed = useStore((s) => s.borrowed);
  const adopted = useStore((s) => s.adopted);
  const kept = useKept((s) => s.key);
  const offered = useStore((s) => s.offered !== null);
  if (kept) return <KeptBanner storageKey={kept} />;
  if (offered && !borrowed) return <LeftLiveBanner />;
  if (borrowed?.kind === 'view') {
    const title =
      borrowed.source === 'scenario'
        ? `${tw(lang, 'view.scenario')}: ${scenarioTitle(borrowed.name, lang)}`
        : tw(lang, 'view.link');
    return (
      <div className="table-banner" data-testid="view-banner" data-source={borrowed.source} data-name={borrowed.name}>
        <b>{title}</b>
        {borrowed.source === 'link' && borrowed.name ? <span> — {borrowed.name}</span> : null}
        <span className="muted small"> {tw(lang, 'view.safe')}</span>{' '}
        <button data-testid="view-back" onClick={() => useStore.getState().returnToOwn()}>
          {tw(lang, 'view.back')}
        </button>
      </div>
    );
  }
  if (adopted) {
    return (
      <div className="table-banner" data-testid="adopted-banner">
        <span>{tw(lang, 'adopted.note')}</span>{' '}
        <button data-testid="restore-previous" onClick={restorePrevious}>
          {tw(lang, 'adopted.restore')}
        </button>{' '}
        <button className="link" onClick={() => useStore.getState().setAdopted(null)}>
          {tw(lang, 'adopted.dismiss')}
        </button>
      </div>
    );
  }
  return null;
}

/** A live table just left: the own table is back; the live copy may be opened as a new table. */
function LeftLiveBanner() {
  const lang = useStore((s) => s.lang);
  return (
    <div className="table-banner" data-testid="left-live-banner">
      <span>{tw(lang, 'left.note')}</span>{' '}
      <button data-testid="open-live-copy" onClick={() => useStore.getState().takeOffered(true)}>
        {tw(lang, 'left.open')}
      </button>{' '}
      <button className="link" onClick={() => useStore.getState().takeOffered(false)}>
        {tw(lang, 'adopted.dismiss')}
      </button>
    </div>
  );
}

/** An unreadable autosave, kept aside: the user can take it away as a file to mend it. */
function KeptBanner({ storageKey }: { storageKey: string }) {
  const lang = useStore((s) => s.lang);
  return (
    <div className="table-banner" data-testid="kept-banner">
      <span>{tw(lang, 'kept.note')}</span>{' '}
      <button
        data-testid="kept-download"
        onClick={() => {
          const text = tableStorage()?.getItem(storageKey) ?? '';
          const a = document.createElement('a');
          a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
          a.download = 'mire-unreadable-autosave.json';
          document.body.appendChild(a);
          a.click();
          a.remove();
          setTimeout(() => URL.revokeObjectURL(a.href), 1000);
        }}
      >
        {tw(lang, 'kept.download')}
      </button>{' '}
      <button className="link" onClick={() => useKept.setState({ key: null })}>
        {tw(lang, 'adopted.dismiss')}
      </button>
    </div>
  );
}

/** Put back the table a linked view replaced (as a load: undo returns to the linked one). */
function restorePrevious(): void {
  const st = useStore.getState();
  const stored = readStored(tableStorage(), PREVIOUS_KEY);
  st.setAdopted(null);
  if (stored.kind === 'ok') st.load(stored.scene, tw(st.lang, 'msg.restored'));
}

export function ShareButton() {
  const lang = useStore((s) => s.lang);
  const [link, setLink] = useState('');
  return (
    <button
      data-testid="share"
      data-link={link || undefined}
      onClick={async () => {
        // A short game's record goes with the table (record/record-link.ts, loaded when first shared).
        const table = shareLink();
        const next = await import('../record/record-link').then((m) => m.linkWithRecord(table)).catch(() => table);
        setLink(next);
        const st = useStore.getState();
        const clip = navigator.clipboard as Clipboard | undefined;
        const copy = clip?.writeText(next);
        st.say({ kind: 'info', text: `${tw(lang, copy ? 'share.copied' : 'share.copy')} ${next}` });
        void copy?.catch(() => undefined);
      }}
    >
      {tr(lang, 'share')}
    </button>
  );
}
