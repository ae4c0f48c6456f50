import { useEffect, type RefObject } from 'react';

/** How far the page scrolls before a header over its top (useAbsoluteMenu) takes its background. */
export const OVERLAY_SCROLL_PX = 8;

/**
 * A header laid over the page's top (useAbsoluteMenu, decision 0062) is transparent until the page
 * scrolls: this marks it `data-scrolled="true"` once the page has left its top (the mark goes back
 * at the top), and gives the shell the header's measured height (`--overlay-header-height`), the
 * room the page's first block leaves it. The styles (shell.css) do the rest.
 */
export function OverlayHeader({ header }: { header: RefObject<HTMLElement | null> }): null {
  useEffect(() => {
    const element = header.current;
    const shell = element?.parentElement;
    if (!element || !shell) return;
    const update = () => {
      element.dataset.scrolled = window.scrollY > OVERLAY_SCROLL_PX ? 'true' : 'false';
    };
    const measure = () => shell.style.setProperty('--overlay-header-height', `${element.offsetHeight}px`);
    update();
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      observer.disconnect();
      shell.style.removeProperty('--overlay-header-height');
      delete element.dataset.scrolled;
    };
  }, [header]);
  return null;
}
