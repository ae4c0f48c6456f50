import type { Placement } from '@floating-ui/react';
import type { RefObject } from 'react';
import { preloadFloatingPosition, useFloatingPanel } from './use-floating-panel.ts';
import { useHoverIntent } from './use-hover-intent.ts';
import { useOutsidePress } from './use-outside-press.ts';

export interface SubmenuBehaviourProps {
  item: RefObject<HTMLElement | null>;
  panel: RefObject<HTMLElement | null>;
  open: boolean;
  setOpen: (open: boolean) => void;
  desktop: boolean;
  placement: Placement;
}

/**
 * A submenu's pointer behaviour: on desktop it opens on hover and its open panel is placed by
 * @floating-ui (loaded on the first hover or opening); a press outside its entry closes it.
 */
export function SubmenuBehaviour({ item, panel, open, setOpen, desktop, placement }: SubmenuBehaviourProps): null {
  useHoverIntent(item, setOpen, desktop, { open: 60, close: 120 }, preloadFloatingPosition);
  useFloatingPanel(item, panel, open && desktop, placement);
  useOutsidePress(item, open, () => setOpen(false));
  return null;
}
