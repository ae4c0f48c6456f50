let locks = 0;
let previousOverflow = '';
let previousPadding = '';

/**
 * Locks the page scroll while an overlay is open; nested locks are counted, and the page gets
 * back its own overflow and padding when the last one is released. Returns the release function.
 */
export function lockScroll(doc: Document = document): () => void {
  const body = doc.body;
  if (locks === 0) {
    previousOverflow = body.style.overflow;
    previousPadding = body.style.paddingRight;
    const scrollbar = (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
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
    }
  };
}
