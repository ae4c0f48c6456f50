let locks = 0;
let previousOverflow = '';
let previousPadding = '';

/** The root's attribute while a modal overlay is open: what floats over the page (the cookie banner) steps aside. */
export const MODAL_OPEN_ATTRIBUTE = 'data-modal-open';

/**
 * Locks the page scroll while an overlay is open, and marks the root with `data-modal-open`;
 * nested locks are counted, and the page gets back its own overflow and padding, and loses the
 * mark, when the last one is released. Returns the release function.
 */
export function lockScroll(doc: Document = document): () => void {
  const body = doc.body;
  if (locks === 0) {
    previousOverflow = body.style.overflow;
    previousPadding = body.style.paddingRight;
    const scrollbar = (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
    doc.documentElement.setAttribute(MODAL_OPEN_ATTRIBUTE, '');
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPadding;
      doc.documentElement.removeAttribute(MODAL_OPEN_ATTRIBUTE);
    }
  };
}
