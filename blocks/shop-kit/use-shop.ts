import { useMemo } from 'react';
import { formatCents } from '../../rules/index.ts';
import { useIntl, useSiteData } from '../../runtime/index.ts';
import { useLocale } from '../content-kit/use-lang.ts';
import { shopOptions } from './shop-options.ts';

/** The shop options of the site and the page's formatters, for a block of type `ns`: `price` shows cents (a product's prices as `api.call` gives them). */
export function useShop(ns: string) {
  const intl = useIntl();
  const locale = useLocale();
  const { parameters } = useSiteData();
  const options = useMemo(() => shopOptions(parameters), [parameters]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `${ns}.${id}` }, values);
  return { ...options, locale, t, price: (cents: number) => formatCents(cents, locale) };
}
