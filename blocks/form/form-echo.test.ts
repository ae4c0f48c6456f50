import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../runtime/render/layout-node.ts';
import { echoFor, echoStatus, formEcho, withFormEcho } from './form-echo.ts';
import { applicationForm } from './test-form.ts';

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

describe('withFormEcho', () => {
  const layout: LayoutNode[] = [
    { key: '0', type: 'hero', props: { title: 'Candidature' } },
    { key: '1', type: 'form', props: { formId: 'contact' }, data: { form: { ...applicationForm, id: 'contact' } } },
    { key: '2', type: 'columns', props: {}, slots: { main: [{ key: '2.main.0', type: 'form', props: { formId: 'unsolicited-application' }, data: { form: applicationForm } }] } },
    { key: '3', type: 'newsletter', props: {} },
  ];

  it('hands the echo to the form block of that form id only, slots included, without touching the layout', () => {
    const echoed = withFormEcho(layout, echo);
    const nested = echoed[2]!.slots!.main![0]!;
    expect(echoFor(nested.data, 'unsolicited-application')).toBe(echo);
    expect((nested.data as { form: unknown }).form).toBe(applicationForm);
    expect(echoFor(echoed[1]!.data, 'contact')).toBeUndefined();
    expect(echoed[3]!.data).toBeUndefined();
    expect(layout[2]!.slots!.main![0]!.data).toEqual({ form: applicationForm });
  });

  it('hands a newsletter echo to the newsletter block', () => {
    const signUp = formEcho({ formId: 'newsletter', status: 'invalid', values: { email: 'lea@' }, errors: { email: { id: 'newsletter.invalid' } }, message: '' });
    expect(echoFor(withFormEcho(layout, signUp)[3]!.data, 'newsletter')?.values).toEqual({ email: 'lea@' });
  });
});
