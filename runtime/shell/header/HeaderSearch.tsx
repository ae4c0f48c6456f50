import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../rules/locale.ts';
import { withLocalePrefix } from '../../router/locale.ts';
import './header-search.css';

/**
 * The shop search of the header (SHOW_SEARCH_BAR): a small GET form to the catalogue
 * (`/products/search?q=…`), so it works without JavaScript.
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
      <input id={`${id}-q`} type="search" name="q" maxLength={100} placeholder={label} />
      <button type="submit">{intl.formatMessage({ id: 'header.search.submit' })}</button>
    </form>
  );
}
