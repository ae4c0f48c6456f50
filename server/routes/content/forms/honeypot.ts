import { ApiError } from '../../../errors/api-error.ts';

/** Name of the hidden field that people leave empty and robots fill in. */
export const honeypotField = 'website';

/**
 * Removes the honeypot field from submitted values; a filled honeypot is a 400
 * 'Invalid submission' and nothing is stored.
 */
export function withoutHoneypot<T extends Record<string, unknown>>(values: T): Omit<T, typeof honeypotField> {
  const { [honeypotField]: trap, ...rest } = values;
  if (trap !== undefined && trap !== null && String(trap).trim() !== '') {
    throw new ApiError(400, { en: 'Invalid submission', fr: 'Envoi invalide' });
  }
  return rest;
}
