import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { formatMessage, type ServerMessage } from '../i18n/format-message.ts';
import type { Locale } from '../../rules/locale.ts';

/**
 * An error route code can throw; `onError` answers it with its status and message. The message
 * is a string, or a message in both languages (with its placeholders' `values`) that `onError`
 * answers in the request's language: code far from the request (an order looked up, the session
 * checked) can refuse in French and English without being told the language.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly data: unknown;
  readonly #bilingual: { message: ServerMessage; values: Readonly<Record<string, string | number>> } | null;

  constructor(status: ContentfulStatusCode, message: string | ServerMessage, data: unknown = null, values: Readonly<Record<string, string | number>> = {}) {
    super(typeof message === 'string' ? message : formatMessage(message, 'en', values));
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.#bilingual = typeof message === 'string' ? null : { message, values };
  }

  /** The message as answered to a request in `locale`. */
  messageIn(locale: Locale): string {
    return this.#bilingual ? formatMessage(this.#bilingual.message, locale, this.#bilingual.values) : this.message;
  }
}

export const notFoundMessage = 'This page could not be found';
