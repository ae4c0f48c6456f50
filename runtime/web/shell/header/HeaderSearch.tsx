import { useId } from 'react';
import { useIntl } from '../../i18n/use-intl.ts';
import type { Locale } from '../../../../rules/locale.ts';
import { withLocalePrefix } from '../../../engine/router/locale.ts';

/**
 * The shop search of the header (SHOW_SEARCH_BAR): a small GET form to the catalogue
 * (`/products/search?q=…`), so it works without JavaScript. A field with a magnifier button on
 * a desktop; on a phone the field is a magnifier that widens over the header row while in use
 * (CSS only: focus, or a typed text). Its styles are imported by Header.tsx: the browser keeps this
 * form's server HTML (a kept part) and loads this module only when the locale changes.
 */
export function HeaderSearch({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage({ id: 'header.search.label' });
  return (
    <form className="header-search" role="search" aria-label={label} method="get" action={withLocalePrefix('/products/search', locale)}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {label}
      </label>
      <input id={`${id}-q`} className="header-search__field" type="search" name="q" maxLength={100} placeholder={label} />
      <button type="submit" className="header-search__submit">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{intl.formatMessage({ id: 'header.search.submit' })}</span>
      </button>
    </form>
  );
}
