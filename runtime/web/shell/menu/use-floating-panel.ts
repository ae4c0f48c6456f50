import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { Placement } from '@floating-ui/react';

let positioning: Promise<typeof import('./floating-position.ts')> | null = null;

/** Starts downloading the submenu positioning code (on hover intent or focus), once. */
export function preloadFloatingPosition(): Promise<typeof import('./floating-position.ts')> {
  positioning ??= import('./floating-position.ts');
  return positioning;
}

/**
 * While `active` (a desktop submenu is open), places `floating` under `reference` with the lazily
 * loaded @floating-ui code. Until that code has arrived, the stylesheet's placement applies (the
 * panel sits under its entry, left-aligned).
 */
export function useFloatingPanel(
  reference: RefObject<HTMLElement | null>,
  floating: RefObject<HTMLElement | null>,
  active: boolean,
  placement: Placement,
): void {
  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    preloadFloatingPosition().then(
      ({ followReference }) => {
        if (cancelled || !reference.current || !floating.current) return;
        stop = followReference(reference.current, floating.current, placement);
      },
      () => {
        // Offline or a stale chunk: the stylesheet's placement is a working fallback.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active, placement, reference, floating]);
}
