import type { MenuItem } from '../../../engine/router/menu-tree.ts';
import { MenuLink } from './MenuLink.tsx';

/** The entries of a submenu; deeper levels are nested lists inside the same panel. */
export function SubmenuList({ items }: { items: MenuItem[] }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.id} className="submenu__item">
          {item.href ? (
            <MenuLink item={{ ...item, href: item.href }} className="submenu__link" />
          ) : (
            <span className="submenu__heading">{item.label}</span>
          )}
          {item.children.length > 0 ? (
            <ul className="submenu__nested">
              <SubmenuList items={item.children} />
            </ul>
          ) : null}
        </li>
      ))}
    </>
  );
}
