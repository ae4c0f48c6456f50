import type { AccountMessage } from './messages.ts';

/** Whole years between a `YYYY-MM-DD` birthdate and `now` (UTC calendar). */
export function ageOn(birthdate: string, now: Date): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export interface SignupAgeRules {
  blockMinors: boolean;
  askBirthdate: boolean;
}

/**
 * The §5 sign-up rules on the birthdate: required when the site asks it or blocks minors;
 * refused when in the future or, with BLOCK_MINORS_AT_SIGNUP, under 18. Null when accepted.
 */
export function signupAgeProblem(birthdate: string | null | undefined, rules: SignupAgeRules, now: Date): AccountMessage | null {
  if (!birthdate) return rules.blockMinors || rules.askBirthdate ? 'birthdateRequired' : null;
  if (birthdate > now.toISOString().slice(0, 10)) return 'birthdateInFuture';
  if (rules.blockMinors && ageOn(birthdate, now) < 18) return 'minorBlocked';
  return null;
}
