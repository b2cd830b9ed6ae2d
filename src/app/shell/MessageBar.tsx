// The store's message at the foot of the table's view: information fades after a few seconds,
// an error stays until it is closed.
import { useEffect } from 'react';
import { useStore } from '../state/store';
import { messageText } from '../words/message-words';

export function MessageBar() {
  const message = useStore((s) => s.message);
  const lang = useStore((s) => s.lang);
  useEffect(() => {
    // Information fades on its own; errors stay until read and closed.
    if (message?.kind !== 'info') return;
    const t = setTimeout(() => {
      if (useStore.getState().message === message) useStore.getState().say(null);
    }, 5000);
    return () => clearTimeout(t);
  }, [message]);
  if (!message) return null;
  return (
    <div
      className={`message ${message.kind}`}
      data-testid="message"
      role={message.kind === 'error' ? 'alert' : 'status'}
    >
      <span>{messageText(message, lang)}</span>
      <button onClick={() => useStore.getState().say(null)} aria-label="close">
        ×
      </button>
    </div>
  );
}
