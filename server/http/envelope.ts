import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { directAnswer } from './direct-answer.ts';

/** The envelope of every answer (§7): `{ success, data, message }`. */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

/**
 * Answers 200 (or `status`) with `{ success: true, data, message }`: as JSON, or as a value to
 * the web server of this process (see directAnswer).
 */
export function ok<T>(c: Context, data: T, message = '', status: ContentfulStatusCode = 200) {
  const body: Envelope<T> = { success: true, data, message };
  return directAnswer(c, body, status) ?? c.json(body, status);
}

/** Answers `status` with `{ success: false, data, message }`. */
export function fail(c: Context, status: ContentfulStatusCode, message: string, data: unknown = null) {
  const body: Envelope<unknown> = { success: false, data, message };
  return directAnswer(c, body, status) ?? c.json(body, status);
}
