import { useRef } from 'react';
import { useIntl } from '../../i18n/use-intl.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../../../ui/use-media-query.ts';
import type { MenuItem } from '../../../engine/router/menu-tree.ts';
import { MenuLink } from './MenuLink.tsx';
import { MenuParent } from './MenuParent.tsx';
import type { ShellOptions } from '../shell-options.ts';
import { lazyBehaviour } from '../lazy-behaviour.tsx';
import { loadShellBehaviour } from '../load-shell-behaviour.ts';

const DrawerBehaviour = lazyBehaviour(() => loadShellBehaviour().then((module) => module.DrawerBehaviour));

export interface MenuBarProps {
  id: string;
  items: MenuItem[];
  /** Small screens: whether the menu panel is open (the desktop menu is always shown). */
  open: boolean;
  /** Closes the small screens' panel (its close button, Escape). */
  onClose: () => void;
  options: Pick<ShellOptions, 'hoverStyle' | 'submenuAlignment' | 'mobileMenuPosition'>;
}

/**
 * The main navigation: the page tree's menu entries, with their submenus. Open on a small screen,
 * it is a modal drawer: focus moves to its close button and stays inside until it closes (Escape,
 * the close button, a link), and the page behind does not scroll (that behaviour is in the shell's
 * behaviour chunk, loaded when the shell wakes or the drawer first opens).
 */
export function MenuBar({ id, items, open, onClose, options }: MenuBarProps) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const drawer = open && !desktop;
  return (
    <nav
      ref={ref}
      id={id}
      className="main-menu"
      aria-label={intl.formatMessage({ id: 'header.nav' })}
      data-open={open ? 'true' : 'false'}
      data-hover={options.hoverStyle.toLowerCase()}
      data-mobile-position={options.mobileMenuPosition.toLowerCase()}
    >
      {drawer ? (
        <button type="button" className="main-menu__close" onClick={onClose} data-autofocus>
          <span className="main-menu__close-icon" aria-hidden="true" />
          {intl.formatMessage({ id: 'header.closeMenu' })}
        </button>
      ) : null}
      <ul className="main-menu__list">
        {items.map((item) =>
          item.children.length > 0 ? (
            <MenuParent key={item.id} item={item} alignment={options.submenuAlignment} />
          ) : item.href ? (
            <li key={item.id} className="main-menu__item">
              <MenuLink item={{ ...item, href: item.href }} className="main-menu__link" />
            </li>
          ) : null,
        )}
      </ul>
      <DrawerBehaviour now={drawer} menu={ref} open={drawer} onClose={onClose} />
    </nav>
  );
}
