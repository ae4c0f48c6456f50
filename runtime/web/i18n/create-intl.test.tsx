import { isValidElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { compileMessages } from '../../../host/i18n-server/compile-messages.server.ts';
import { createIntl, logIntlError } from './create-intl.ts';
import { intlFormats } from './intl-formats.ts';
import type { Lang } from '../../../rules/locale.ts';

const fr = compileMessages({
  hello: 'Bonjour {name}',
  plain: 'Accueil',
  items: '{n, plural, =0 {Aucun article} one {# article} other {# articles}}',
  kind: '{type, select, WINE {bouteilles} other {articles}}',
  published: 'Publié le {date}',
  price: 'Note {rating, number, decimal}',
});
const en = compileMessages({
  hello: 'Hello {name}',
  items: '{n, plural, =0 {No item} one {# item} other {# items}}',
  kind: '{type, select, WINE {bottles} other {items}}',
});

function intlOf(locale: Lang, errors: string[] = []) {
  return createIntl({ locale, messages: locale === 'fr' ? fr : en, formats: intlFormats, onError: (error) => errors.push(error.message) });
}

describe('createIntl', () => {
  it('formats a compiled message with values in both locales', () => {
    expect(intlOf('fr').formatMessage({ id: 'hello' }, { name: 'Léa' })).toBe('Bonjour Léa');
    expect(intlOf('en').formatMessage({ id: 'hello' }, { name: 'Léa' })).toBe('Hello Léa');
    expect(intlOf('fr').formatMessage({ id: 'plain' })).toBe('Accueil');
  });

  it('formats plural and select messages by the locale rules', () => {
    const [f, e] = [intlOf('fr'), intlOf('en')];
    expect([0, 1, 2].map((n) => f.formatMessage({ id: 'items' }, { n }))).toEqual(['Aucun article', '1 article', '2 articles']);
    expect([0, 1, 1500].map((n) => e.formatMessage({ id: 'items' }, { n }))).toEqual(['No item', '1 item', '1,500 items']);
    expect(f.formatMessage({ id: 'items' }, { n: 1500 })).toBe('1\u202f500 articles');
    expect(f.formatMessage({ id: 'kind' }, { type: 'WINE' })).toBe('bouteilles');
    expect(e.formatMessage({ id: 'kind' }, { type: 'BOX' })).toBe('items');
  });

  it('formats ICU text as well as compiled trees (tests and tools pass text)', () => {
    const intl = createIntl({ locale: 'en', messages: { n: '{n, plural, one {# photo} other {# photos}}' } });
    expect(intl.formatMessage({ id: 'n' }, { n: 3 })).toBe('3 photos');
  });

  it('uses the named formats inside messages and in formatNumber', () => {
    expect(intlOf('fr').formatMessage({ id: 'price' }, { rating: 4.256 })).toBe('Note 4,26');
    expect(intlOf('en').formatNumber(4.256, { format: 'decimal' })).toBe('4.26');
    expect(intlOf('fr').formatNumber(4.25, { maximumFractionDigits: 1 })).toBe('4,3');
  });

  it('formats dates from a Date, a timestamp or an ISO text, in each locale', () => {
    const options = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
    expect(intlOf('fr').formatDate('2026-03-14T12:00:00Z', options)).toBe('samedi 14 mars');
    expect(intlOf('en').formatDate(Date.UTC(2026, 2, 14, 12), options)).toBe('Saturday, March 14');
    expect(intlOf('en').formatDate(new Date(Date.UTC(2026, 2, 14, 12)), { month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe('March 2026');
  });

  it('returns rich text as keyed React nodes when a value is an element', () => {
    const date = <time dateTime="2026-03-14">14/03/2026</time>;
    const result = intlOf('fr').formatMessage({ id: 'published' }, { date });
    expect(Array.isArray(result)).toBe(true);
    const [text, element] = result as unknown[];
    expect(text).toBe('Publié le ');
    expect(isValidElement(element) && element.key !== null).toBe(true);
  });

  it('shows a message with an ICU tag (none is used) as its text, and reports it', () => {
    const errors: string[] = [];
    const intl = createIntl({ locale: 'fr', messages: { terms: 'Lisez <b>les conditions</b>' }, onError: (error) => errors.push(error.message) });
    expect(intl.formatMessage({ id: 'terms' })).toBe('Lisez <b>les conditions</b>');
    expect(errors).toHaveLength(1);
  });

  it('shows a missing message as its default text, else its id, and reports it', () => {
    const errors: string[] = [];
    const intl = intlOf('en', errors);
    expect(intl.formatMessage({ id: 'nowhere' })).toBe('nowhere');
    expect(intl.formatMessage({ id: 'nowhere', defaultMessage: 'Hi {name}' }, { name: 'Léa' })).toBe('Hi Léa');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('"nowhere"');
    expect(errors[0]).toContain('en');
  });

  it('does not take an inherited property for a message', () => {
    expect(intlOf('fr', []).formatMessage({ id: 'toString' })).toBe('toString');
  });

  it('shows a message whose value is missing as its id (a tree) or its text, and reports it', () => {
    const errors: string[] = [];
    expect(intlOf('fr', errors).formatMessage({ id: 'hello' })).toBe('hello');
    const text = createIntl({ locale: 'fr', messages: { hello: 'Bonjour {name}' }, onError: (error) => errors.push(error.message) });
    expect(text.formatMessage({ id: 'hello' })).toBe('Bonjour {name}');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('"hello"');
  });

  it('shows an invalid date as its text and reports it', () => {
    const errors: string[] = [];
    expect(intlOf('fr', errors).formatDate('not a date')).toBe('not a date');
    expect(errors).toHaveLength(1);
  });

  it('logs each distinct problem once by default, outside production', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const intl = createIntl({ locale: 'fr', messages: {} });
    intl.formatMessage({ id: 'logged-once' });
    intl.formatMessage({ id: 'logged-once' });
    logIntlError(new Error('[intl] another problem'));
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
