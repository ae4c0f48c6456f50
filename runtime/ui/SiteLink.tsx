import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface SiteLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** True for a path on this site (`/nous-contacter`), false for `//host`, `https:`, `mailto:`, `tel:`. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link from configuration: site paths navigate client-side with react-router's `<Link>`,
 * other URLs are plain anchors (external http(s) ones open with rel="noopener").
 */
export function SiteLink({ href, className, children, ...rest }: SiteLinkProps) {
  if (isSitePath(href)) {
    return (
      <Link to={href} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={className} rel={external ? 'noopener' : undefined} {...rest}>
      {children}
    </a>
  );
}
