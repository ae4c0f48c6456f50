import type { ReactNode } from 'react';
import type { BlockField } from '../../../../schemas/blocks/block-fields.ts';
import { fieldId } from './field-id.ts';
import { useForm } from './form-context.ts';

/** The accessibility attributes of a field's input: its id, help, error and pointer (for focus). */
export interface InputProps {
  id: string;
  'aria-describedby': string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
  'aria-required'?: true;
  'data-pointer': string;
}

/** The messages under one input, with the id its `aria-errormessage` names. */
export function FieldErrors({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className="bf-error" role="alert">
      {messages.map((message, index) => (
        <p key={index}>{message}</p>
      ))}
    </div>
  );
}

/** The input attributes of a field: described by its help, invalid with its error message when it has one. */
export function inputProps(prefix: string, pointer: string, required: boolean, invalid: boolean, part = 'input'): InputProps {
  const errorId = fieldId(prefix, pointer, `${part}-error`);
  return {
    id: fieldId(prefix, pointer, part),
    'aria-describedby': fieldId(prefix, pointer, 'help'),
    ...(invalid ? { 'aria-invalid': true as const, 'aria-errormessage': errorId } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
    'data-pointer': pointer,
  };
}

/**
 * A field with one input: its label (for the input), its help (the input's description) and its
 * errors under it. `localError` is what the form itself sees wrong as the owner types, shown
 * when the draft's errors say nothing there.
 */
export function FieldFrame({
  field,
  pointer,
  localError,
  children,
  index,
}: {
  field: BlockField;
  pointer: string;
  localError?: string | undefined;
  index?: number | undefined;
  children: (input: InputProps) => ReactNode;
}) {
  const { uiLang, idPrefix, errors } = useForm();
  const messages = (errors.get(pointer) ?? []).map((e) => e.message);
  // What the form sees as the owner types, unless the draft's validation already says it there.
  if (localError && messages.length === 0) messages.push(localError);
  const input = inputProps(idPrefix, pointer, field.required, messages.length > 0);
  return (
    <div className="bf-field" data-widget={field.widget}>
      <label className="bf-label" htmlFor={input.id}>
        {field.label[uiLang]}
        {index === undefined ? null : ` ${index + 1}`}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <p className="bf-help" id={input['aria-describedby']}>
        {field.help[uiLang]}
      </p>
      {children(input)}
      <FieldErrors id={fieldId(idPrefix, pointer, 'input-error')} messages={messages} />
    </div>
  );
}

/**
 * A field of several inputs (a fieldset): its legend, its help and the errors that belong to it
 * as a whole; each input inside takes its own label and errors.
 */
export function FieldSet({
  field,
  pointer,
  className,
  children,
  messages: own = [],
  index,
}: {
  field: BlockField;
  pointer: string;
  className?: string;
  children: ReactNode;
  messages?: string[];
  index?: number | undefined;
}) {
  const { uiLang, idPrefix } = useForm();
  const errorId = fieldId(idPrefix, pointer, 'error');
  return (
    <fieldset
      className={`bf-fieldset ${className ?? ''}`.trim()}
      data-widget={field.widget}
      aria-describedby={fieldId(idPrefix, pointer, 'help')}
      id={fieldId(idPrefix, pointer, 'set')}
    >
      <legend className="bf-label" id={fieldId(idPrefix, pointer, 'legend')}>
        {field.label[uiLang]}
        {index === undefined ? null : ` ${index + 1}`}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <p className="bf-help" id={fieldId(idPrefix, pointer, 'help')}>
        {field.help[uiLang]}
      </p>
      <FieldErrors id={errorId} messages={own} />
      {children}
    </fieldset>
  );
}
