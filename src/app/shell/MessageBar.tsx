// The store's message at the foot of the table's view: information fades after a few seconds,
// an error stays until it is closed. Its top edge on the page is published as --message-top, so
// that what floats down the screen (the live panel on a phone) ends above it, both readable.
import { useEffect, useLayoutEffect, useRef } from 'react';
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
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => publishTop(box.current), [message]);
  if (!message) return null;
  return (
    <div
      ref={box}
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

/** Where the message starts on the page (unset when none), written again as it wraps (its height changes). */
function publishTop(el: HTMLElement | null): (() => void) | undefined {
  const root = document.documentElement.style;
  if (!el) {
    root.removeProperty('--message-top');
    return undefined;
  }
  const write = () => root.setProperty('--message-top', `${Math.floor(el.getBoundingClientRect().top)}px`);
  write();
  if (typeof ResizeObserver === 'undefined') return undefined;
  const watch = new ResizeObserver(write);
  watch.observe(el);
  return () => {
    watch.disconnect();
    root.removeProperty('--message-top');
  };
}
