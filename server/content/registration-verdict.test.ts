import { describe, expect, it } from 'vitest';
import { registrationVerdict } from './registration-verdict.ts';

const base = { canRegister: true, capacity: 10, seatsTaken: 0, seatsAsked: 2, alreadyRegistered: false };

describe('registrationVerdict', () => {
  it('accepts a sign-up with seats left', () => {
    expect(registrationVerdict(base)).toBeNull();
    expect(registrationVerdict({ ...base, capacity: undefined, seatsTaken: 500 })).toBeNull();
  });

  it('refuses when the element takes no sign-ups', () => {
    expect(registrationVerdict({ ...base, canRegister: false })).toEqual({
      status: 400,
      message: { fr: 'Les inscriptions ne sont pas ouvertes pour cet élément', en: 'This element does not take registrations' },
    });
  });

  it('refuses when full or when more seats are asked than left', () => {
    expect(registrationVerdict({ ...base, seatsTaken: 10 })?.message.en).toBe('This element is full: no seats left');
    expect(registrationVerdict({ ...base, seatsTaken: 9 })?.message).toEqual({ fr: 'Il reste seulement 1 place : demandez-en moins', en: 'Only 1 seat left: ask for fewer seats' });
  });

  it('refuses a second sign-up with the same e-mail', () => {
    expect(registrationVerdict({ ...base, alreadyRegistered: true })?.status).toBe(409);
  });
});
