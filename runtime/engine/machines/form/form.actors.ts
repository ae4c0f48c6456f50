import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/create-api-client.ts';
import { sendMessage } from '../../api/endpoints/content.ts';
import { submitForm, validateAnswers } from '../../api/endpoints/forms.ts';
import type { FieldErrors, FormFiles, FormValues, ServedForm } from './form-definition.ts';
import { answersOf, messageBody, precheckAnswers, serverErrors } from './form-answers.ts';

export interface SendInput {
  form: ServedForm;
  target: 'form' | 'message';
  values: FormValues;
  files: FormFiles;
  honeypot: string;
}

/** What the API said: accepted with its confirmation, or refused with per-field errors or a message. */
export type SendOutcome = { ok: true; message: string } | { ok: false; errors: FieldErrors; message: string };

/** The side effects of the form machine: the API calls, built on one API client. */
export function createFormActors(api: ApiClient) {
  return {
    /** POST /forms/{id}/answer/validate, the server-side check before anything is sent. */
    checkAnswers: fromPromise<SendOutcome, SendInput>(async ({ input }) => {
      const result = await validateAnswers(api, input.form.id, precheckAnswers(input.form, input.values, input.files, input.honeypot));
      if (result.success) return { ok: true, message: result.message };
      return { ok: false, errors: serverErrors(result.error, input.form), message: result.message };
    }),
    /** POST /forms/{id}/submit (multipart with the files), or POST /message for the contact form. */
    send: fromPromise<SendOutcome, SendInput>(async ({ input }) => {
      const result =
        input.target === 'message'
          ? await sendMessage(api, messageBody(input.form, input.values, input.honeypot))
          : await submitForm(api, input.form.id, answersOf(input.form, input.values, input.honeypot), input.files);
      if (result.success) return { ok: true, message: result.message };
      return { ok: false, errors: serverErrors(result.error, input.form), message: result.message };
    }),
  };
}
