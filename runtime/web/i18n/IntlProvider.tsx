import { useMemo, type ReactNode } from 'react';
import { createIntl, type IntlConfig } from './create-intl.ts';
import { IntlContext } from './intl-context.ts';

export interface IntlProviderProps extends IntlConfig {
  children?: ReactNode;
}

/** Gives the tree below `useIntl()` for `locale` and `messages` (the same object while they stay the same). */
export function IntlProvider({ locale, messages, formats, onError, children }: IntlProviderProps) {
  const intl = useMemo(() => createIntl({ locale, messages, formats, onError }), [locale, messages, formats, onError]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}
