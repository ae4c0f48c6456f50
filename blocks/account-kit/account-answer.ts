import type { AccountText } from './account-messages.ts';

/** Hidden field naming what a post of an account block does (`login`, `register`, `profile`…). */
export const INTENT_FIELD = '_intent';

/**
 * A refused account post, answered with the page again (its actionData): the form it came from,
 * the API's message (already in the page's language) or field errors by name, and the values
 * typed (never the passwords), so nothing is typed twice.
 */
export interface AccountAnswer {
  intent: string;
  message: string;
  errors: Record<string, AccountText>;
  values: Record<string, string>;
}

export function isAccountAnswer(value: unknown): value is AccountAnswer {
  return typeof value === 'object' && value !== null && typeof (value as AccountAnswer).intent === 'string' && typeof (value as AccountAnswer).errors === 'object';
}

/** The page's answer when it concerns the form of `intent`, else undefined. */
export function answerFor(answer: unknown, intent: string): AccountAnswer | undefined {
  return isAccountAnswer(answer) && answer.intent === intent ? answer : undefined;
}

/** The outcome a successful post redirects with (`?done=profile`), shown by the page it lands on. */
export function doneOf(search: string): string | null {
  return new URLSearchParams(search).get('done');
}
