import { useContext } from 'react';
import type { IntlShape } from './create-intl.ts';
import { IntlContext } from './intl-context.ts';

/** The page's locale and formatters (`formatMessage`, `formatDate`, `formatNumber`), from the nearest `IntlProvider`. */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('[intl] useIntl() outside an <IntlProvider>');
  return intl;
}
