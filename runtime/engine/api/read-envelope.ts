import type { ApiResult } from './api-result.ts';
import type { Locale } from '../../../rules/index.ts';
import { answerValueOf } from './answer-value.ts';
import { fillPlaceholders } from '../../../rules/text/fill-placeholders.ts';
import { pickText, type TextPair } from '../../../rules/text/pick-text.ts';

const NOT_JSON: TextPair = {
  fr: 'La réponse du serveur est illisible (HTTP {status})',
  en: 'The server response could not be read (HTTP {status})',
};
const HTTP_ERROR: TextPair = {
  fr: 'Le serveur a répondu par une erreur (HTTP {status})',
  en: 'The server answered with an error (HTTP {status})',
};

function isEnvelope(body: unknown): body is { success: boolean; data?: unknown; message?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

/**
 * Turns a fetch Response into an ApiResult without throwing: a success envelope with a 2xx
 * status is a success; anything else is a failure carrying the server's message when its body
 * has one (§8), else a message naming the HTTP status.
 */
export async function readEnvelope<T>(response: Response, locale: Locale): Promise<ApiResult<T>> {
  const status = response.status;
  const fill = (template: TextPair) => fillPlaceholders(pickText(template, locale), { status });
  const known = answerValueOf(response);
  if (known) return envelopeResult<T>(response, known.value, fill);
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return { success: false, data: null, message: error instanceof Error ? error.message : fill(NOT_JSON), status, error };
  }
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    return { success: false, data: null, message: fill(response.ok ? NOT_JSON : HTTP_ERROR), status, error };
  }
  return envelopeResult<T>(response, body, fill);
}

/** The result of a parsed body: a success envelope with a 2xx status, else a failure. */
function envelopeResult<T>(response: Response, body: unknown, fill: (template: TextPair) => string): ApiResult<T> {
  const status = response.status;
  const message = isEnvelope(body) && typeof body.message === 'string' ? body.message : '';
  if (response.ok && isEnvelope(body) && body.success) {
    return { success: true, data: (body.data ?? null) as T, message };
  }
  if (!isEnvelope(body) && response.ok) {
    return { success: false, data: null, message: fill(NOT_JSON), status, error: body };
  }
  return { success: false, data: null, message: message || fill(HTTP_ERROR), status, error: body };
}
