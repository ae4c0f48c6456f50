import { ApiError } from '../errors/api-error.ts';

/** Validates a month (1–12) and a year (2000–2100) given as path segments; throws a 400 in both languages. */
export function parseMonthYear(rawMonth: string, rawYear: string): { month: number; year: number } {
  if (!/^\d{1,2}$/.test(rawMonth) || Number(rawMonth) < 1 || Number(rawMonth) > 12) {
    throw new ApiError(400, { en: "Invalid month ''{month}'': must be a whole number from 1 to 12", fr: 'Mois « {month} » invalide : doit être un nombre entier de 1 à 12' }, null, { month: rawMonth });
  }
  if (!/^\d{4}$/.test(rawYear) || Number(rawYear) < 2000 || Number(rawYear) > 2100) {
    throw new ApiError(400, { en: "Invalid year ''{year}'': must be a four-digit year from 2000 to 2100", fr: 'Année « {year} » invalide : doit être une année à quatre chiffres de 2000 à 2100' }, null, { year: rawYear });
  }
  return { month: Number(rawMonth), year: Number(rawYear) };
}

/**
 * The allowed dates (YYYY-MM-DD) of one month, in order, without days before `today`
 * (a past day cannot be chosen any more).
 */
export function allowedDatesInMonth(dates: readonly string[], month: number, year: number, today: string): string[] {
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return [...new Set(dates)].filter((date) => date.startsWith(prefix) && date >= today).sort();
}
