import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import type { Formatters, PrimitiveType } from 'intl-messageformat';
import { withFormatjsFormats, type IntlFormats } from './intl-formats.ts';
import { intlFormatters } from './intl-formatters.ts';
import { formatIcu, literalText, type IntlMessage } from './message-format.ts';

/** Which message to show: its id, and the text to fall back on when the locale has none. */
export interface MessageDescriptor {
  id?: string;
  defaultMessage?: string;
}

/** Values of a message: text, numbers, dates, or React elements (rich text; no message uses ICU tags such as `<b>…</b>`). */
export type RichValues = Record<string, PrimitiveType | ReactNode>;

export type DateOptions = Intl.DateTimeFormatOptions & { format?: string };
export type NumberOptions = Intl.NumberFormatOptions & { format?: string };

export interface IntlConfig {
  locale: string;
  messages: Readonly<Record<string, IntlMessage>>;
  formats?: IntlFormats;
  /** Called for a missing message, a message that cannot be formatted, or a date or number that cannot be; logs by default. */
  onError?: (error: Error) => void;
}

/** What `useIntl()` gives: the formatjs surface the blocks and the shell use, without react-intl. */
export interface IntlShape {
  locale: string;
  formats: IntlFormats;
  messages: Readonly<Record<string, IntlMessage>>;
  formatMessage(descriptor: MessageDescriptor, values?: Record<string, PrimitiveType>): string;
  formatMessage(descriptor: MessageDescriptor, values?: RichValues): ReactNode;
  formatDate(value: Date | number | string, options?: DateOptions): string;
  formatNumber(value: number | bigint, options?: NumberOptions): string;
}

const reported = new Set<string>();

/**
 * Logs each distinct problem once (a missing message would otherwise be logged on every render),
 * outside production like react-intl; the page shows the fallback text either way.
 */
export function logIntlError(error: Error): void {
  // `process` is Node's (tests, the server); the browser build replaces `process.env.NODE_ENV`, its dev server may not.
  if (typeof process === 'undefined' || process.env.NODE_ENV === 'production' || reported.has(error.message)) return;
  if (reported.size < 1000) reported.add(error.message);
  console.error(error);
}

const problem = (what: string, error: unknown) => new Error(`[intl] ${what} not formatted: ${String(error)}`);

/** Message parts as React children: each element in a fragment keyed by its place (parts never reorder), as react-intl does. */
function keyed(parts: readonly ReactNode[]): ReactNode[] {
  return parts.map((part, index) => (isValidElement(part) ? createElement(Fragment, { key: index }, part) : part));
}

/** Named options (`{ format: 'decimal' }`) resolved against `formats`, then the call's own options on top. */
function withFormat<T extends { format?: string }>(named: Record<string, object> | undefined, options: T | undefined): Omit<T, 'format'> | undefined {
  if (!options) return undefined;
  const { format, ...own } = options;
  return format === undefined ? own : { ...named?.[format], ...own };
}

/**
 * Formats messages (intl-messageformat over trees the server already parsed), dates and numbers
 * for one locale. A missing message shows its `defaultMessage`, else its id; one that cannot be
 * formatted (a value missing) shows its ICU text, else its id; both are reported to `onError`.
 * Rich values come back as keyed React nodes.
 */
export function createIntl(config: IntlConfig): IntlShape {
  const { locale, messages, onError = logIntlError } = config;
  const formats = withFormatjsFormats(config.formats);

  function format(message: IntlMessage, values: RichValues | undefined, id: string): ReactNode {
    const literal = literalText(message);
    if (literal !== null) return literal;
    try {
      const result = formatIcu<ReactNode>(message, locale, formats, values);
      return Array.isArray(result) ? keyed(result) : result;
    } catch (error) {
      onError(problem(`message "${id}" (${locale})`, error));
      return typeof message === 'string' ? message : id;
    }
  }

  function formatMessage(descriptor: MessageDescriptor, values?: Record<string, PrimitiveType>): string;
  function formatMessage(descriptor: MessageDescriptor, values?: RichValues): ReactNode;
  function formatMessage({ id = '', defaultMessage }: MessageDescriptor, values?: RichValues): ReactNode {
    const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (message !== undefined) return format(message, values, id);
    onError(new Error(`[intl] no message "${id}" in "${locale}"`));
    return defaultMessage === undefined ? id : format(defaultMessage, values, id);
  }

  return {
    locale,
    formats,
    messages,
    formatMessage,
    formatDate(value, options) {
      const date = typeof value === 'string' ? new Date(value) : value;
      try {
        return intlFormatters.getDateTimeFormat(locale, withFormat(formats.date, options)).format(date);
      } catch (error) {
        onError(problem(`date ${String(value)}`, error));
        return String(value);
      }
    },
    formatNumber(value, options) {
      try {
        return intlFormatters.getNumberFormat(locale, withFormat(formats.number, options) as Parameters<Formatters['getNumberFormat']>[1]).format(value);
      } catch (error) {
        onError(problem(`number ${String(value)}`, error));
        return String(value);
      }
    },
  };
}
