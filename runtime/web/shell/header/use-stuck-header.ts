import { useEffect, type RefObject } from 'react';
import { stuckHeaderOffset } from './stuck-header-offset.ts';

/** The header's rows, measured in the page. */
function measure(header: HTMLElement): number {
  const top = header.getBoundingClientRect().top;
  const logo = header.querySelector<HTMLElement>('.site-header__logo');
  // the menu is a band only on desktop (§9: mobile display means small and below)
  const menu = window.matchMedia('(min-width: 769px)').matches ? header.querySelector<HTMLElement>('.main-menu') : null;
  if (!logo) return 0;
  const logoStyle = getComputedStyle(logo);
  const logoBox = logo.getBoundingClientRect();
  const menuBox = menu && menu.offsetParent !== null && menu.getBoundingClientRect().height > 0 ? menu.getBoundingClientRect() : null;
  // the menu's row: the shop tools' band around it when there is one
  const band = menu?.closest<HTMLElement>('.site-header__menu-row');
  const bandTop = band && getComputedStyle(band).display !== 'contents' ? band.getBoundingClientRect().top : menuBox?.top;
  return stuckHeaderOffset({
    logoTop: logoBox.top - parseFloat(logoStyle.marginTop) - top,
    logoBottom: logoBox.bottom + parseFloat(logoStyle.marginBottom) - top,
    menuTop: menuBox && bandTop !== undefined ? bandTop - top : null,
  });
}

/**
 * A sticky header (FIXED_MENU) keeps only its main band in view once the page scrolls: the
 * language row, and the logo when the menu is a band under it, slide away. Sets the header's
 * `--header-stuck-top`, measured again whenever the header resizes (fonts, breakpoints, menu).
 */
export function useStuckHeader(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const header = ref.current;
    if (!header || !enabled) return;
    const update = () => header.style.setProperty('--header-stuck-top', `${-measure(header)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      header.style.removeProperty('--header-stuck-top');
    };
  }, [ref, enabled]);
}
