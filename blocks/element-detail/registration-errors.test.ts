import { describe, expect, it } from 'vitest';
import { registrationBody, registrationErrors } from './registration-errors.ts';

const valid = { name: 'Léa Martin', email: 'lea@example.fr', phone: '', seats: '2' };

describe('registrationErrors', () => {
  it('accepts a complete registration within the seats left', () => {
    expect(registrationErrors(valid, 5)).toEqual({});
  });

  it('names each wrong field', () => {
    expect(registrationErrors({ name: ' ', email: 'lea@', phone: '12', seats: '0' }, null)).toEqual({
      name: 'element-detail.error.required',
      email: 'element-detail.error.email',
      phone: 'element-detail.error.tel',
      seats: 'element-detail.error.seats',
    });
  });

  it('refuses more seats than are left', () => {
    expect(registrationErrors({ ...valid, seats: '4' }, 3)).toEqual({ seats: 'element-detail.error.seats' });
  });

  it('sends seats as a number and leaves an empty phone out', () => {
    expect(registrationBody(valid)).toEqual({ name: 'Léa Martin', email: 'lea@example.fr', seats: 2 });
  });
});
