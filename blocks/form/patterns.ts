/** An e-mail address as every form accepts it: something@domain.tld, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number as every form accepts it: digits, spaces, dots, dashes, brackets, an optional leading +. */
export const TEL = /^\+?[0-9 ().-]{6,25}$/;
