import type { Locale } from '../../../rules/locale.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';

/** How long a client should wait before asking again, sent as `Retry-After` with every 503 page. */
export const RETRY_AFTER_SECONDS = 30;

/** The 503 page's message, in the page's language. */
export const UNAVAILABLE_MESSAGE: TextPair = {
  fr: 'Le site est momentanément indisponible. Merci de réessayer dans quelques instants.',
  en: 'The site is temporarily unavailable. Please try again in a few moments.',
};

/**
 * True when a failed API call says nothing about what was asked: no answer at all (`status`
 * absent or 0: connection refused, timeout) or a server error (5xx). Only a 4xx from an API that
 * answered means "not found"; this must never become a 404 page.
 */
export function apiUnavailable(failure: { status?: number | undefined }): boolean {
  return !failure.status || failure.status >= 500;
}

/** `fetch` that tells `onUnavailable` when the API does not answer or answers 5xx (see apiUnavailable). */
export function watchOutage(fetchImpl: typeof fetch, onUnavailable: () => void): typeof fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await fetchImpl(input, init);
    } catch (error) {
      onUnavailable();
      throw error;
    }
    if (apiUnavailable(response)) onUnavailable();
    return response;
  };
}
