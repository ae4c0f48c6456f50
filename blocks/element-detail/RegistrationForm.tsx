import { useId, useState } from 'react';
import type { SubmitEvent } from '../../runtime/index.ts';
import type { SubmitActor } from '../../runtime/index.ts';
import { useIntl, useLazyActor } from '../../runtime/index.ts';
import { useBrowserApi } from '../form/use-browser-api.ts';
import { registrationBody, registrationErrors } from './registration-errors.ts';
import type { RegistrationInput } from './registration-errors.ts';
import { submitFlow, registerToElement } from '../../runtime/index.ts';

export interface RegistrationFormProps {
  route: string;
  elementId: number;
  seatsLeft: number | null;
}

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'seats', type: 'number', autoComplete: undefined, required: true },
] as const;

/** Sign-up to an element (POST /element/{route}/{id}/register): name, e-mail, phone, seats. */
export function RegistrationForm({ route, elementId, seatsLeft }: RegistrationFormProps) {
  const intl = useIntl();
  const api = useBrowserApi();
  const id = useId();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `element-detail.${key}` }, values);
  const [loadFailed, setLoadFailed] = useState(false);
  const { snapshot, send, preload } = useLazyActor<ReturnType<SubmitActor['getSnapshot']>, SubmitEvent>(
    () =>
      submitFlow.load().then(({ startSubmitActor }) =>
        startSubmitActor(api, (client, payload) => registerToElement(client, route, elementId, payload)),
      ),
    () => setLoadFailed(true),
  );
  const sending = snapshot?.matches('sending') === true;
  const refusal = snapshot?.matches('refused') ? snapshot.context.message || t('failed') : loadFailed ? t('failed') : '';
  const [input, setInput] = useState<RegistrationInput>({ name: '', email: '', phone: '', seats: '1' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (snapshot?.matches('sent')) {
    return (
      <p role="status" className="block-form__success">
        {snapshot.context.message || t('sent')}
      </p>
    );
  }
  const full = seatsLeft === 0;
  return (
    <form
      className="block-element-detail__form"
      noValidate
      onFocus={preload}
      onSubmit={(event) => {
        event.preventDefault();
        const found = registrationErrors(input, seatsLeft);
        setErrors(found);
        const first = FIELDS.find((field) => found[field.name]);
        if (first) document.getElementById(`${id}-${first.name}`)?.focus();
        else if (!sending) {
          setLoadFailed(false);
          send({ type: 'SEND', payload: registrationBody(input) });
        }
      }}
    >
      <h2 className="block__title">{t('register')}</h2>
      {seatsLeft !== null ? <p>{t('seatsLeft', { count: seatsLeft })}</p> : null}
      {full ? null : (
        <>
          {FIELDS.map((field) => (
            <div key={field.name} className="block-form__field">
              <label htmlFor={`${id}-${field.name}`} className="block-form__label">
                {t(`field.${field.name}`)}
                {field.required ? <span className="block-form__required" aria-hidden="true"> *</span> : null}
              </label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                required={field.required}
                autoComplete={field.autoComplete}
                min={field.name === 'seats' ? 1 : undefined}
                max={field.name === 'seats' ? Math.min(50, seatsLeft ?? 50) : undefined}
                value={input[field.name]}
                onChange={(event) => setInput({ ...input, [field.name]: event.target.value })}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
              />
              {errors[field.name] ? (
                <p id={`${id}-${field.name}-error`} className="block-form__error">
                  {intl.formatMessage({ id: errors[field.name] }, { max: Math.min(50, seatsLeft ?? 50) })}
                </p>
              ) : null}
            </div>
          ))}
          <div className="block-form__alert" role="alert">
            {refusal ? <p>{refusal}</p> : null}
          </div>
          <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
            {t(sending ? 'sending' : 'submit')}
          </button>
        </>
      )}
    </form>
  );
}
