import type { FieldErrors, FormValues } from '../../runtime/index.ts';
import { HONEYPOT_FIELD } from '../../runtime/index.ts';

/** The form id of the newsletter block's no-JavaScript post (`_form=newsletter`). */
export const NEWSLETTER_FORM_ID = 'newsletter';

/** Longest text echoed back per field: more than any field accepts, so a too-long answer still shows as such. */
const MAX_ECHOED_CHARS = 10_000;

/**
 * What a refused or failed no-JavaScript post answers its page with (the page route's
 * `actionData`): the visitor's answers (never the honeypot, never files: a browser cannot pre-fill
 * a file input), each error by field, and the API's message when nothing more precise applies.
 */
export interface FormEcho {
  formId: string;
  /** `invalid`: answers refused (HTTP 422); `failed`: the API did not answer or failed (HTTP 503). */
  status: 'invalid' | 'failed';
  values: FormValues;
  errors: FieldErrors;
  message: string;
}

/** The HTTP status of a page answered with an echo. */
export function echoStatus(echo: Pick<FormEcho, 'status'>): 422 | 503 {
  return echo.status === 'invalid' ? 422 : 503;
}

/** An echo with safe values: no honeypot, texts cut at a length no field accepts. */
export function formEcho(input: FormEcho): FormEcho {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(input.values)) {
    if (name === HONEYPOT_FIELD) continue;
    values[name] = typeof value === 'string' ? [...value].slice(0, MAX_ECHOED_CHARS).join('') : value === true;
  }
  return { ...input, values };
}

/** The page's answer to a post (`actionData`) when it is the echo of this form id. */
export function echoFor(answer: unknown, formId: string): FormEcho | undefined {
  const echo = answer as Partial<FormEcho> | null | undefined;
  return echo && typeof echo === 'object' && echo.formId === formId && echo.values && echo.errors ? (echo as FormEcho) : undefined;
}
