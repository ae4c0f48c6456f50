import { describe, expect, it } from 'vitest';
import { echoFor, echoStatus, formEcho } from './form-echo.ts';

const echo = formEcho({ formId: 'unsolicited-application', status: 'invalid', values: { name: 'Léa' }, errors: { email: { id: 'form.error.required' } }, message: '' });

describe('formEcho', () => {
  it('never echoes the honeypot and cuts endless texts', () => {
    const safe = formEcho({ formId: 'contact', status: 'failed', values: { website: 'http://spam.example', message: 'x'.repeat(20_000), consent: true }, errors: {}, message: '' });
    expect(safe.values).toEqual({ message: 'x'.repeat(10_000), consent: true });
  });

  it('answers 422 for refused answers and 503 when the API failed', () => {
    expect(echoStatus({ status: 'invalid' })).toBe(422);
    expect(echoStatus({ status: 'failed' })).toBe(503);
  });
});

describe('echoFor', () => {
  it('reads the page’s answer to a post only when it is the echo of that form', () => {
    expect(echoFor(echo, 'unsolicited-application')).toBe(echo);
    expect(echoFor(echo, 'contact')).toBeUndefined();
    expect(echoFor(undefined, 'contact')).toBeUndefined();
    expect(echoFor({ formId: 'contact' }, 'contact')).toBeUndefined();
  });
});
