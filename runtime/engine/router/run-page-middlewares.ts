import type { Locale } from '../../../rules/locale.ts';
import { isPageMiddleware, type PageMiddleware } from '../../../rules/page-middlewares.ts';
import { withLocalePrefix } from './locale.ts';

export interface MiddlewareVisitor {
  hasSession: boolean;
  isECommerce: boolean;
  locale: Locale;
}

const RULES: Record<PageMiddleware, (visitor: MiddlewareVisitor) => string | null> = {
  auth: ({ hasSession, locale }) => (hasSession ? null : withLocalePrefix('/auth', locale)),
  guest: ({ hasSession, locale }) => (hasSession ? withLocalePrefix('/account', locale) : null),
  ecommerce: ({ isECommerce, locale }) => (isECommerce ? null : withLocalePrefix('/', locale)),
};

/**
 * Runs a page's middlewares in order: the address the first one sends the visitor to, or null to
 * show the page. A name that slipped past validation (an API serving another configuration) is
 * logged as an error and skipped. §8 says an unknown middleware raises a 500; we skip it instead,
 * a recorded deviation (decision 0052).
 */
export function runPageMiddlewares(names: readonly string[] | undefined, visitor: MiddlewareVisitor, logError: (message: string) => void): string | null {
  for (const name of names ?? []) {
    if (!isPageMiddleware(name)) {
      logError(`page middleware "${name}" is unknown (known: auth, guest, ecommerce): skipped`);
      continue;
    }
    const to = RULES[name](visitor);
    if (to !== null) return to;
  }
  return null;
}
