import { initialTransition, type AnyMachineSnapshot } from 'xstate';
import type { MachineModel } from '../machine-paths.test-utils.ts';
import type { FormEvent, FormInput } from './form-context.ts';
import { formMachine } from './form.machine.ts';
import { applicationForm, pdf } from './form.test-utils.ts';

/** The form machine's graph model: answers, files, submit, and each server answer. */
export const validAnswers = { name: 'Léa Martin', email: 'lea@example.fr', phone: '', position: 'driver', consent: true };
const accepted = { ok: true, message: 'Merci' };
const refusedByField = { ok: false, errors: { email: { text: 'Adresse refusée' } }, message: 'Erreurs' };
const refused = { ok: false, errors: {}, message: 'Trop de demandes' };
export const pathEvents: FormEvent[] = [
  { type: 'CHANGE', name: 'email', value: '' },
  { type: 'CHANGE', name: 'email', value: 'lea@example.fr' },
  { type: 'FILES', name: 'cv', files: [pdf()] },
  { type: 'HONEYPOT', value: '' },
  { type: 'SUBMIT' },
  { type: 'RESTART' },
  ...(['checkAnswers', 'send'] as const).flatMap((id) => [
    { type: `xstate.done.actor.${id}`, output: accepted },
    { type: `xstate.done.actor.${id}`, output: refusedByField },
    { type: `xstate.done.actor.${id}`, output: refused },
    { type: `xstate.error.actor.${id}`, error: new Error('Failed to fetch') },
  ] as never[]),
];
/** States told apart by their value and by whether the answers pass the browser's check. */
export const serialize = (snapshot: { value: unknown; context: { values: Record<string, unknown>; files: Record<string, File[]> } }) =>
  JSON.stringify([snapshot.value, snapshot.context.values.email === '', (snapshot.context.files.cv ?? []).length]);

const inputs: FormInput[] = [
  { form: applicationForm, lang: 'fr' },
  { form: applicationForm, lang: 'fr' as const, echo: { status: 'invalid' as const, values: validAnswers, errors: { email: { id: 'form.error.email' } }, message: '' } },
  { form: applicationForm, lang: 'fr' as const, echo: { status: 'failed' as const, values: validAnswers, errors: {}, message: 'Service indisponible' } },
];
export const starts = inputs.map((input) => initialTransition(formMachine, input)[0]);

export const formModel: MachineModel = { machine: formMachine, starts, events: pathEvents, serialize: serialize as (snapshot: AnyMachineSnapshot) => string };
