import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children?: ReactNode;
}

/** A labelled input with its hint and its error right under it (announced, tied by aria-describedby). */
export function Field({ id, label, error, hint, children, className, ...input }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`checkout-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className="shop-input" aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      {children}
      {hint ? <p className="checkout-field__hint" id={`${id}-hint`}>{hint}</p> : null}
      {error ? <p className="checkout-field__error" id={`${id}-error`}>{error}</p> : null}
    </div>
  );
}
