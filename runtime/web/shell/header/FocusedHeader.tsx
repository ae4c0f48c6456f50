import { useIntl } from '../../i18n/use-intl.ts';
import { Link } from 'react-router';
import type { Locale } from '../../../../rules/locale.ts';
import type { ServedPaths } from '../../../../schemas/api/pages.ts';
import { withLocalePrefix } from '../../../engine/router/locale.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LogoLink } from './LogoLink.tsx';
import type { SiteLogo } from './site-logo.ts';

export interface FocusedHeaderProps {
  siteName: string;
  logo: SiteLogo | null;
  locale: Locale;
  alternatePaths: ServedPaths | null;
}

/**
 * The header of a focused page (a checkout step, frame FOCUSED): the logo linking home, a way
 * back to the cart and the language switch; no site menu, search nor cart button, so nothing
 * leads the buyer away from the order.
 */
export function FocusedHeader({ siteName, logo, locale, alternatePaths }: FocusedHeaderProps) {
  const intl = useIntl();
  return (
    <header className="site-header site-header--focused" data-fixed="false">
      <div className="site-header__bar">
        <LogoLink logo={logo} siteName={siteName} homePath={withLocalePrefix('/', locale)} className="site-header__logo" />
        <Link className="site-header__back" to={withLocalePrefix('/cart', locale)}>
          <span aria-hidden="true">←</span> {intl.formatMessage({ id: 'shell.backToCart' })}
        </Link>
        <LanguageSwitch locale={locale} alternatePaths={alternatePaths} className="language-switch--focused" short />
      </div>
    </header>
  );
}
