import { useEffect, useRef, type RefObject } from 'react';
import { trapTab } from './focus-trap.ts';
import { lockScroll } from './scroll-lock.ts';

export interface ModalHandlers {
  onEscape: () => void;
  /** Other keys (the slider's arrows). */
  onKey?: (event: KeyboardEvent) => void;
}

/**
 * What every modal overlay does while `open`: locks the page scroll, moves focus inside (the
 * element marked `data-autofocus`, else the container), keeps Tab inside, calls `onEscape` on
 * Escape, and gives focus back to the element that had it when it closes.
 */
export function useModal(ref: RefObject<HTMLElement | null>, open: boolean, handlers: ModalHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const container = ref.current;
    if (!open || !container) return;
    const doc = container.ownerDocument;
    const previous = doc.activeElement as HTMLElement | null;
    const release = lockScroll(doc);
    const start = container.querySelector<HTMLElement>('[data-autofocus]') ?? container;
    start.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onEscape();
      } else if (!trapTab(container, event)) latest.current.onKey?.(event);
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      release();
      if (previous && typeof previous.focus === 'function' && previous.isConnected) previous.focus();
    };
  }, [ref, open]);
}
