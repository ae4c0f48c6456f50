import type { Context } from 'hono';
import type { MessageLang } from '../../../rules/form-answer/form-answer-messages.ts';
import { langOf } from '../../http/request-context.ts';

/** The request language as a Localized key (`fr` for fr_FR, `en`), for messages shown to people. */
export function messageLangOf(c: Context): MessageLang {
  return langOf(c) === 'en' ? 'en' : 'fr';
}
