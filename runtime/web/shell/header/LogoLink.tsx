import { useIntl } from '../../i18n/use-intl.ts';
import { Link } from 'react-router';
import { mediaImage } from '../../../engine/api/image-url.ts';
import type { SiteLogo } from './site-logo.ts';

export interface LogoLinkProps {
  logo: SiteLogo | null;
  siteName: string;
  homePath: string;
  className: string;
}

/** The site logo linking home; the company name as text when the site has no logo. */
export function LogoLink({ logo, siteName, homePath, className }: LogoLinkProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'header.home' }, { company: logo?.alt || siteName });
  return (
    <Link to={homePath} className={className} aria-label={label}>
      {logo ? (
        <img className={`${className}-image`} src={mediaImage(logo.src, siteName)} alt="" width={logo.width} height={logo.height} decoding="async" />
      ) : (
        <span className={`${className}-text`}>{siteName}</span>
      )}
    </Link>
  );
}
