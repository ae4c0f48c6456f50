import { useIntl } from '../../i18n/use-intl.ts';
import { Link } from 'react-router';
import type { Locale } from '../../../../rules/locale.ts';
import { withLocalePrefix } from '../../../engine/router/locale.ts';
import { CookieSettingsButton } from '../../consent/CookieSettingsButton.tsx';
import { legalPages } from './legal-pages.ts';


/** Links to the legal pages and '© year company'. */
export function LegalBar({ locale, company, year }: { locale: Locale; company: string; year: number }) {
  const intl = useIntl();
  return (
    <div className="legal-bar">
      <nav aria-label={intl.formatMessage({ id: 'legal.nav' })}>
        <ul className="legal-bar__links">
          {legalPages.map(({ path, message }) => (
            <li key={path}>
              <Link to={withLocalePrefix(path, locale)}>{intl.formatMessage({ id: message })}</Link>
            </li>
          ))}
          <li>
            <CookieSettingsButton locale={locale} />
          </li>
        </ul>
      </nav>
      <p className="legal-bar__copyright">{intl.formatMessage({ id: 'legal.copyright' }, { year, company })}</p>
    </div>
  );
}
