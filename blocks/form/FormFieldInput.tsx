import type { ChangeEvent } from 'react';
import { useIntl } from '../../runtime/index.ts';
import { autocompleteFor } from './autocomplete-for.ts';
import { errorText } from './error-text.ts';
import type { FieldError, ServedField } from '../../runtime/index.ts';
import { formatFileSize } from '../../rules/form-answer/format-file-size.ts';

export interface FormFieldInputProps {
  field: ServedField;
  /** The id of the field's control (`<form id>-<name>`); radios append their index. */
  id: string;
  value: string | boolean | undefined;
  error: FieldError | undefined;
  onValue: (value: string | boolean) => void;
  onFiles: (files: File[]) => void;
  /** A note under the help text (a refused post: files must be chosen again). */
  note?: string | undefined;
  /** The first day a date field accepts (YYYY-MM-DD), offered as the picker's minimum. */
  minDate?: string | undefined;
}

/** One field of a dynamic form: label with its required mark, help text, control, and its error. */
export function FormFieldInput({ field, id, value, error, onValue, onFiles, note, minDate }: FormFieldInputProps) {
  const intl = useIntl();
  const lang = intl.locale.startsWith('en') ? 'en' : 'fr_FR';
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const fileHint =
    field.type === 'file' && field.accept && field.maxSize !== undefined
      ? intl.formatMessage({ id: 'form.fileHint' }, { accept: field.accept.join(', '), max: formatFileSize(field.maxSize, lang) })
      : '';
  const help = [field.help, fileHint, note].filter(Boolean).join(' ');
  const describedBy = [help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const message = error ? errorText(intl, error) : '';
  const required = field.required === true;
  const mark = required ? (
    <span className="block-form__required" aria-hidden="true">
      {' '}*
    </span>
  ) : null;
  const common = {
    name: field.name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const text = typeof value === 'string' ? value : '';
  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onValue(event.target.value);

  // No HTML `maxlength`: browsers count it in UTF-16 units, so an emoji would count two and an
  // answer the form rule accepts (rules/form-answer, characters) could not be typed in full.
  let control;
  if (field.type === 'textarea') {
    control = <textarea id={id} {...common} rows={6} placeholder={field.placeholder} value={text} onChange={onText} />;
  } else if (field.type === 'select') {
    control = (
      <select id={id} {...common} value={text} onChange={onText}>
        <option value="">{field.placeholder ?? intl.formatMessage({ id: 'form.choose' })}</option>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'checkbox') {
    control = <input id={id} type="checkbox" {...common} value="true" checked={value === true} onChange={(event) => onValue(event.target.checked)} />;
  } else if (field.type === 'file') {
    control = (
      <input
        id={id}
        type="file"
        {...common}
        accept={field.accept?.join(',')}
        multiple={field.multiple === true}
        onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
      />
    );
  } else if (field.type === 'number') {
    // A text input with a numeric keypad rather than type="number" (which a scroll wheel changes,
    // accepts "1e3" and hides what was typed when invalid); the form rule checks the number.
    control = (
      <input id={id} type="text" inputMode="numeric" {...common} autoComplete="off" placeholder={field.placeholder} value={text} onChange={onText} />
    );
  } else if (field.type !== 'radio') {
    control = (
      <input
        id={id}
        type={field.type}
        {...common}
        min={field.type === 'date' ? minDate : undefined}
        autoComplete={autocompleteFor(field)}
        placeholder={field.placeholder}
        value={text}
        onChange={onText}
      />
    );
  }

  const tail = (
    <>
      {help ? (
        <p id={helpId} className="block-form__help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="block-form__error">
          {message}
        </p>
      ) : null}
    </>
  );
  const width = field.width === 'half' ? ' block-form__field--half' : '';

  if (field.type === 'radio') {
    return (
      <fieldset className={`block-form__field block-form__choices${width}`} aria-describedby={describedBy}>
        <legend className="block-form__label">
          {field.label}
          {mark}
        </legend>
        {field.options?.map((option, index) => (
          <label key={option.value} className="block-form__choice">
            <input id={`${id}-${index}`} type="radio" name={field.name} value={option.value} required={required} aria-invalid={error ? true : undefined} checked={text === option.value} onChange={onText} />
            {option.label}
          </label>
        ))}
        {tail}
      </fieldset>
    );
  }
  if (field.type === 'checkbox') {
    return (
      <div className={`block-form__field block-form__field--checkbox${width}`}>
        {control}
        <label htmlFor={id} className="block-form__label">
          {field.label}
          {mark}
        </label>
        {tail}
      </div>
    );
  }
  return (
    <div className={`block-form__field${width}`}>
      <label htmlFor={id} className="block-form__label">
        {field.label}
        {mark}
      </label>
      {control}
      {tail}
    </div>
  );
}
