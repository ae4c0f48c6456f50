import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/react';
import type { Placement } from '@floating-ui/react';

/**
 * Positions a desktop submenu under its menu entry with @floating-ui (4px gap, flipped above when
 * there is no room below, kept 8px inside the viewport) and keeps it placed while the page
 * scrolls or resizes. Loaded on demand (its own chunk): the first submenu that opens pays for it.
 * Returns the function that stops following and gives the panel back to the stylesheet.
 */
export function followReference(reference: HTMLElement, floating: HTMLElement, placement: Placement): () => void {
  let stopped = false;
  const update = () => {
    void computePosition(reference, floating, {
      placement,
      strategy: 'absolute',
      middleware: [offset(4), flip(), shift({ padding: 8 })],
    }).then(({ x, y }) => {
      if (stopped) return;
      floating.style.left = `${x}px`;
      floating.style.top = `${y}px`;
    });
  };
  const stopUpdates = autoUpdate(reference, floating, update);
  return () => {
    stopped = true;
    stopUpdates();
    floating.style.removeProperty('left');
    floating.style.removeProperty('top');
  };
}
