import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * The confirmation of a sent form, which the visitor must see: it takes the focus (so a screen
 * reader says it too) and is scrolled to the middle of the viewport, clear of a sticky header.
 * Sent with JavaScript, that happens when it appears; sent without, the page it is on opens
 * with the focus on it (`autofocus`: the browser scrolls it into view), which is why the
 * redirect after a post carries no fragment (a fragment would cancel the autofocus).
 */
export function Confirmation({ className, hydrated, children }: { className: string; hydrated: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hydrated) return;
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'center' });
    // Only when it appears: later renders must not take the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={ref} className={className} role="status" tabIndex={-1} autoFocus={!hydrated || undefined}>
      {children}
    </div>
  );
}
