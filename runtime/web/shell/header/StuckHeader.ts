import type { RefObject } from 'react';
import { useStuckHeader } from './use-stuck-header.ts';

/** The sticky header's offset (FIXED_MENU), measured once the shell wakes: at the top of the page it changes nothing. */
export function StuckHeader({ header }: { header: RefObject<HTMLElement | null> }): null {
  useStuckHeader(header, true);
  return null;
}
