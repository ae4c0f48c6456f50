import { EMAIL, TEL } from '../../rules/form-answer/check-answer.ts';

/** What a visitor typed in a registration form. */
export interface RegistrationInput {
  name: string;
  email: string;
  phone: string;
  seats: string;
}

/** Field → message id of the element-detail block; empty when the registration can be sent. */
export function registrationErrors(input: RegistrationInput, seatsLeft: number | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.name.trim() === '') errors.name = 'element-detail.error.required';
  if (input.email.trim() === '') errors.email = 'element-detail.error.required';
  else if (!EMAIL.test(input.email.trim())) errors.email = 'element-detail.error.email';
  if (input.phone.trim() !== '' && !TEL.test(input.phone.trim())) errors.phone = 'element-detail.error.tel';
  const seats = Number(input.seats);
  const max = Math.min(50, seatsLeft ?? 50);
  if (!/^[0-9]+$/.test(input.seats.trim()) || seats < 1 || seats > max) errors.seats = 'element-detail.error.seats';
  return errors;
}

/** The body of POST /element/{route}/{id}/register. */
export function registrationBody(input: RegistrationInput): Record<string, unknown> {
  const body: Record<string, unknown> = { name: input.name.trim(), email: input.email.trim(), seats: Number(input.seats) };
  if (input.phone.trim() !== '') body.phone = input.phone.trim();
  return body;
}
