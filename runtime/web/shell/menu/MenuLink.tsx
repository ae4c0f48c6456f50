import { NavLink } from 'react-router';
import type { MenuItem } from './menu-tree.ts';

/** A menu entry's link: client-side navigation for site paths, a plain anchor for external ones. */
export function MenuLink({ item, className }: { item: MenuItem & { href: string }; className: string }) {
  if (item.external) {
    return (
      <a href={item.href} className={className} rel="noopener">
        {item.label}
      </a>
    );
  }
  return (
    <NavLink to={item.href} className={className} end>
      {item.label}
    </NavLink>
  );
}
