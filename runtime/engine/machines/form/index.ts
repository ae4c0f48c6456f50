// Public surface of the form machine and the form-answer pieces it shares with the form block: plain TypeScript, no React.
export { formMachine } from './form.machine.ts';
export { formStatusOf } from './form-status-of.ts';
export { createFormActors } from './form.actors.ts';
export type { SendInput, SendOutcome } from './form.actors.ts';
export { applyEdit, initialFormContext, isEditEvent, statusBeforeMachine } from './form-context.ts';
export type { FormContext, FormEditEvent, FormEvent, FormInput, FormStatus } from './form-context.ts';
export { HONEYPOT_FIELD, assertServedForm, initialValues } from './form-definition.ts';
export type { FieldError, FieldErrors, FormFiles, FormValues, ServedField, ServedForm } from './form-definition.ts';
export { answersOf, messageBody, precheckAnswers, serverErrors } from './form-answers.ts';
export { ERROR_ID_PREFIX, checkFiles, checkValue, firstInvalidField, validateForm } from './validate-form.ts';
