import type { RefObject } from 'react';
import { useModal } from '../../../ui/overlays/use-modal.ts';

export interface DrawerBehaviourProps {
  menu: RefObject<HTMLElement | null>;
  /** The menu is open as a drawer (a small screen). */
  open: boolean;
  onClose: () => void;
}

/** The open drawer is a modal: focus on its close button and kept inside, page scroll locked, Escape closes. */
export function DrawerBehaviour({ menu, open, onClose }: DrawerBehaviourProps): null {
  useModal(menu, open, { onEscape: onClose });
  return null;
}
