import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { clientNavigationTarget } from './static-block-html.ts';

/**
 * The click handler of a wrapper around kept server HTML (static blocks, kept parts): a plain
 * click on a same-origin link inside it navigates with react-router, as `<Link>` would.
 */
export function useKeptLinkClick(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    const to = clientNavigationTarget(anchor && event.currentTarget.contains(anchor) ? anchor : null, event, window.location.href);
    if (to === null) return;
    event.preventDefault();
    void navigate(to);
  };
}
