// A card that has just opened in the side panel (or the phone's sheet) is shown from its top: the
// panel's scroll is wherever the player last left it, which may be far below (tests/e2e/phone-*).

/** Scroll the nearest scrolling panel so that `el`'s top sits at its top. */
export function scrollIntoPanel(el: HTMLElement | null): void {
  if (!el) return;
  const box = scroller(el);
  if (!box) return;
  box.scrollTop += el.getBoundingClientRect().top - box.getBoundingClientRect().top;
}

/** The phone's sheet body when it scrolls, else the desktop's side panel. */
function scroller(el: HTMLElement): HTMLElement | null {
  const body = el.closest<HTMLElement>('.sheet-body');
  if (body && getComputedStyle(body).overflowY !== 'visible' && body.scrollHeight > body.clientHeight) return body;
  return el.closest<HTMLElement>('.panel');
}
