import { useEffect, type RefObject } from 'react';

export interface HoverDelays {
  open: number;
  close: number;
}

/**
 * While `enabled`, opens `target`'s element on mouse hover after `delays.open` ms and closes it
 * `delays.close` ms after the pointer has left (re-entering in between keeps it open, so the
 * pointer can cross the gap to the panel). Only mouse and pen pointers count: touch screens use
 * the button. `onIntent` runs at the first hover, before the delay (to start loading what opening
 * needs). A pointer already over the element when this starts counts as a hover.
 */
export function useHoverIntent(target: RefObject<HTMLElement | null>, setOpen: (open: boolean) => void, enabled: boolean, delays: HoverDelays, onIntent?: () => void) {
  useEffect(() => {
    const element = target.current;
    if (!element || !enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (open: boolean, delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => setOpen(open), delay);
    };
    const onEnter = (event: PointerEvent | null) => {
      if (event?.pointerType === 'touch') return;
      onIntent?.();
      schedule(true, delays.open);
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') schedule(false, delays.close);
    };
    element.addEventListener('pointerenter', onEnter);
    element.addEventListener('pointerleave', onLeave);
    if (element.matches(':hover')) onEnter(null);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('pointerenter', onEnter);
      element.removeEventListener('pointerleave', onLeave);
    };
  }, [target, setOpen, enabled, delays.open, delays.close, onIntent]);
}
