import { NavLink } from 'react-router';
import { MenuLabel } from './MenuLabel.tsx';
import type { MenuItem } from '../../../engine/router/menu-tree.ts';

/**
 * A menu entry's link: client-side navigation for site paths, a plain anchor for external ones,
 * a whole new document for a page with `reload` (decision 0062).
 */
export function MenuLink({ item, className }: { item: MenuItem & { href: string }; className: string }) {
  if (item.external) {
    return (
      <a href={item.href} className={className} rel="noopener">
        <MenuLabel item={item} />
      </a>
    );
  }
  return (
    <NavLink to={item.href} className={className} end reloadDocument={item.reload === true}>
      <MenuLabel item={item} />
    </NavLink>
  );
}
