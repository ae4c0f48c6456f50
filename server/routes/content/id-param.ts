import { ApiError } from '../../errors/api-error.ts';

/** A positive whole number from a path segment; 400 naming the parameter otherwise. */
export function idParam(raw: string | undefined, name = 'id'): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw new ApiError(400, { en: "Invalid parameter ''{name}'': must be a whole number of at least 1", fr: 'Paramètre « {name} » invalide : doit être un nombre entier d’au moins 1' }, null, { name });
  }
  return Number(raw);
}

/** A slug from a path segment (lower case letters, digits, hyphens); 400 otherwise. */
export function slugParam(raw: string | undefined, name: string): string {
  if (raw === undefined || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw) || raw.length > 100) {
    throw new ApiError(400, { en: "Invalid parameter ''{name}'': must be a slug of lower case letters, digits and hyphens", fr: 'Paramètre « {name} » invalide : lettres minuscules, chiffres et tirets seulement' }, null, { name });
  }
  return raw;
}
