import type { MenuItem } from '../../../engine/router/menu-tree.ts';

/** One step of a breadcrumb; a text-only menu parent has no link. */
export interface TrailStep {
  name: string;
  href?: string;
}

const normalise = (href: string): string => decodeURIComponentSafe(href.split(/[?#]/)[0]!).toLowerCase().replace(/\/+$/, '') || '/';

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The pages from the top of the main menu down to the page at `href` (the menu is built from the
 * page tree, so this is the page's real place in the site), or [] when no menu entry links to it.
 */
export function menuTrail(menu: readonly MenuItem[], href: string): TrailStep[] {
  const target = normalise(href);
  const walk = (items: readonly MenuItem[]): TrailStep[] | null => {
    for (const item of items) {
      const step: TrailStep = item.href && !item.external ? { name: item.label, href: item.href } : { name: item.label };
      if (item.href && !item.external && normalise(item.href) === target) return [step];
      const below = walk(item.children);
      if (below) return [step, ...below];
    }
    return null;
  };
  return walk(menu) ?? [];
}
