/** ON_SCROLL popups open once the visitor has scrolled through this share of the page. */
export const SCROLL_TRIGGER_SHARE = 0.3;

/** True once `scrollY` has covered 30 % of what can be scrolled (any scroll on a short page). */
export function scrolledEnough(scrollY: number, viewportHeight: number, pageHeight: number): boolean {
  const scrollable = pageHeight - viewportHeight;
  if (scrollable <= 0) return scrollY > 0;
  return scrollY >= scrollable * SCROLL_TRIGGER_SHARE;
}

/** ON_EXIT: the pointer leaves the window through its top edge (towards the tabs or the address bar). */
export function isExitIntent(event: { clientY: number; relatedTarget: EventTarget | null }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** Listens for a popup's trigger and calls `onTrigger` once; returns the clean-up. */
export function watchPopupTrigger(trigger: 'ON_SCROLL' | 'ON_EXIT', onTrigger: () => void, win: Window = window): () => void {
  const doc = win.document;
  const onScroll = () => {
    if (scrolledEnough(win.scrollY, win.innerHeight, doc.documentElement.scrollHeight)) done();
  };
  const onMouseOut = (event: MouseEvent) => {
    if (isExitIntent(event)) done();
  };
  const stop = () => {
    win.removeEventListener('scroll', onScroll);
    doc.removeEventListener('mouseout', onMouseOut);
  };
  function done() {
    stop();
    onTrigger();
  }
  if (trigger === 'ON_SCROLL') win.addEventListener('scroll', onScroll, { passive: true });
  else doc.addEventListener('mouseout', onMouseOut);
  return stop;
}
