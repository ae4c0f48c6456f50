import { useCallback, useEffect, useRef } from 'react';
import type { PointerEvent } from 'react';

export interface HoverDelays {
  open: number;
  close: number;
}

/**
 * Opens on mouse hover after `delays.open` ms and closes `delays.close` ms after the pointer has
 * left (re-entering in between keeps it open, so the pointer can cross the gap to the panel).
 * Only mouse and pen pointers count: touch screens use the button. `onIntent` runs at the first
 * hover, before the delay (to start loading what opening needs).
 */
export function useHoverIntent(setOpen: (open: boolean) => void, enabled: boolean, delays: HoverDelays, onIntent?: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => clear, [clear]);
  useEffect(() => {
    if (!enabled) clear();
  }, [enabled, clear]);

  const schedule = (open: boolean, delay: number) => {
    clear();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(open);
    }, delay);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (!enabled || event.pointerType === 'touch') return;
    onIntent?.();
    schedule(true, delays.open);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (!enabled || event.pointerType === 'touch') return;
    schedule(false, delays.close);
  };
  return { onPointerEnter, onPointerLeave };
}
