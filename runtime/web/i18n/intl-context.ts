import { createContext } from 'react';
import type { IntlShape } from './create-intl.ts';

/** The page's `IntlShape` (see `IntlProvider`); null outside a provider. */
export const IntlContext = createContext<IntlShape | null>(null);
