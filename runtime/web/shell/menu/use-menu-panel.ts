import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state of the small-screen menu panel: toggled by the burger button, closed after each
 * navigation. Open, the panel is a modal drawer (DrawerBehaviour): Escape closes it and focus goes
 * back to the button that opened it.
 */
export function useMenuPanel() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close };
}
