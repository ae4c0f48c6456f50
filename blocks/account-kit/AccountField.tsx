import { useId, type InputHTMLAttributes } from 'react';

export interface AccountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  name: string;
  label: string;
  hint?: string;
  /** The error text, shown under the field and tied to it. */
  error?: string | undefined;
}

/** A labelled input of an account form, with its hint and its error read with it. */
export function AccountField({ name, label, hint, error, required, ...input }: AccountFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="block-form__field account-field">
      <label htmlFor={id} className="block-form__label">
        {label}
        {required ? <span className="block-form__required" aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="block-form__help">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="block-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
