import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state of the small-screen menu panel: toggled by the burger button, closed after each
 * navigation, and on Escape (focus goes back to the visible button that controls the panel).
 */
export function useMenuPanel(menuId: string) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      const buttons = document.querySelectorAll<HTMLElement>(`[aria-controls="${menuId}"]`);
      [...buttons].find((button) => button.offsetParent !== null)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, menuId]);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close };
}
