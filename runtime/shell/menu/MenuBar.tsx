import { useIntl } from 'react-intl';
import type { MenuItem } from './menu-tree.ts';
import { MenuLink } from './MenuLink.tsx';
import { MenuParent } from './MenuParent.tsx';
import type { ShellOptions } from '../shell-options.ts';

export interface MenuBarProps {
  id: string;
  items: MenuItem[];
  /** Small screens: whether the menu panel is open (the desktop menu is always shown). */
  open: boolean;
  options: Pick<ShellOptions, 'hoverStyle' | 'submenuAlignment' | 'mobileMenuPosition'>;
}

/** The main navigation: the page tree's menu entries, with their submenus. */
export function MenuBar({ id, items, open, options }: MenuBarProps) {
  const intl = useIntl();
  return (
    <nav
      id={id}
      className="main-menu"
      aria-label={intl.formatMessage({ id: 'header.nav' })}
      data-open={open ? 'true' : 'false'}
      data-hover={options.hoverStyle.toLowerCase()}
      data-mobile-position={options.mobileMenuPosition.toLowerCase()}
    >
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
    </nav>
  );
}
