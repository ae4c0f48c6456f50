import { describe, expect, it } from 'vitest';
import { ageOn, signupAgeProblem } from './signup-age.ts';

const now = new Date('2026-11-21T10:00:00Z');

describe('ageOn', () => {
  it('counts whole years, the day before a birthday included', () => {
    expect(ageOn('2008-11-21', now)).toBe(18);
    expect(ageOn('2008-11-22', now)).toBe(17);
    expect(ageOn('2008-12-01', now)).toBe(17);
  });
});

describe('signupAgeProblem', () => {
  const none = { blockMinors: false, askBirthdate: false };
  it('accepts no birthdate when the site does not ask for it', () => {
    expect(signupAgeProblem(null, none, now)).toBeNull();
  });
  it('requires a birthdate when asked or when minors are blocked', () => {
    expect(signupAgeProblem(undefined, { blockMinors: false, askBirthdate: true }, now)).toBe('birthdateRequired');
    expect(signupAgeProblem('', { blockMinors: true, askBirthdate: false }, now)).toBe('birthdateRequired');
  });
  it('blocks a minor only when BLOCK_MINORS_AT_SIGNUP is on', () => {
    expect(signupAgeProblem('2010-01-01', { blockMinors: true, askBirthdate: false }, now)).toBe('minorBlocked');
    expect(signupAgeProblem('2010-01-01', none, now)).toBeNull();
    expect(signupAgeProblem('2008-11-21', { blockMinors: true, askBirthdate: false }, now)).toBeNull();
  });
  it('refuses a birthdate in the future', () => {
    expect(signupAgeProblem('2030-01-01', none, now)).toBe('birthdateInFuture');
  });
});
