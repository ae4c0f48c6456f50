import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { FormEvent as ReactFormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { BlockProps } from '../define-block.ts';
import type { ServedForm } from './form-definition.ts';
import { HONEYPOT_FIELD } from './form-definition.ts';
import { createFormActors } from './form.actors.ts';
import { formMachine } from './form.machine.ts';
import type { FormProps } from './form.schema.ts';
import { FormFieldInput } from './FormFieldInput.tsx';
import { noJsStatus } from './no-js-status.ts';
import { useBrowserApi } from './use-browser-api.ts';
import '../shared/block.css';
import './form.css';

export interface FormBlockData {
  form: ServedForm;
}

/**
 * A dynamic form from its definition. With JavaScript: checked in the browser, then by the API,
 * then sent (multipart with files); errors sit next to their field and the first one gets the
 * focus. Without JavaScript it is a plain multipart POST to `/_forms/{id}`.
 */
export function Form({ props, data }: BlockProps<FormProps, FormBlockData>) {
  const intl = useIntl();
  const api = useBrowserApi();
  const location = useLocation();
  const baseId = useId();
  const lang = intl.locale.startsWith('en') ? 'en' : 'fr';
  const target = props.target ?? 'form';
  const machine = useMemo(() => formMachine.provide({ actors: createFormActors(api) }), [api]);
  const [state, send] = useMachine(machine, { input: { form: data.form, target, lang } });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { values, errors, status, message, focus, attempt } = state.context;
  const fieldId = (name: string) => `${baseId}-${name}`;

  useEffect(() => {
    if (attempt === 0 || !focus) return;
    const field = data.form.fields.find((one) => one.name === focus);
    const id = field?.type === 'radio' ? `${fieldId(focus)}-0` : fieldId(focus);
    document.getElementById(id)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const returned = noJsStatus(location.search, data.form.id);
  const busy = state.matches('checking') || state.matches('sending');
  const errorCount = Object.keys(errors).length;
  const title = props.title ?? data.form.title;
  const intro = props.intro ?? data.form.description;
  const onSubmit = (event: ReactFormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) send({ type: 'SUBMIT' });
  };

  if (state.matches('sent') || (returned === 'sent' && !hydrated)) {
    return (
      <section className="block block-form" id={`form-${data.form.id}`}>
        {title ? <h2 className="block__title">{title}</h2> : null}
        <div className="block-form__success" role="status">
          <p>{message || data.form.successMessage || intl.formatMessage({ id: 'form.sent' })}</p>
          {hydrated ? (
            <button type="button" className="button block-form__again" onClick={() => send({ type: 'RESTART' })}>
              {intl.formatMessage({ id: 'form.again' })}
            </button>
          ) : null}
        </div>
      </section>
    );
  }

  const alert =
    status === 'invalid' || status === 'refused'
      ? intl.formatMessage({ id: 'form.invalid' }, { count: errorCount })
      : status === 'failed'
        ? intl.formatMessage({ id: 'form.failed' }, { reason: message })
        : returned === 'invalid' || returned === 'failed'
          ? intl.formatMessage({ id: `form.noJs.${returned}` })
          : '';

  return (
    <section className="block block-form" id={`form-${data.form.id}`} aria-labelledby={title ? `${baseId}-title` : undefined}>
      {title ? (
        <h2 id={`${baseId}-title`} className="block__title">
          {title}
        </h2>
      ) : null}
      {intro ? <p className="block__intro">{intro}</p> : null}
      <form
        className="block-form__form"
        action={`/_forms/${data.form.id}`}
        method="post"
        encType="multipart/form-data"
        noValidate={hydrated}
        onSubmit={onSubmit}
        aria-busy={busy}
      >
        <input type="hidden" name="_return" value={`${location.pathname}${location.search}`} />
        <input type="hidden" name="_target" value={target} />
        <p className="block-form__legend">{intl.formatMessage({ id: 'form.requiredLegend' })}</p>
        <div className="block-form__fields">
          {data.form.fields.map((field) => (
            <FormFieldInput
              key={field.name}
              field={field}
              id={fieldId(field.name)}
              value={values[field.name]}
              error={errors[field.name]}
              onValue={(value) => send({ type: 'CHANGE', name: field.name, value })}
              onFiles={(files) => send({ type: 'FILES', name: field.name, files })}
            />
          ))}
        </div>
        <div className="block-form__trap" aria-hidden="true">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>{intl.formatMessage({ id: 'form.trap' })}</label>
          <input
            id={fieldId(HONEYPOT_FIELD)}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={state.context.honeypot}
            onChange={(event) => send({ type: 'HONEYPOT', value: event.target.value })}
          />
        </div>
        <div className="block-form__alert" role="alert">
          {alert ? <p>{alert}</p> : null}
        </div>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? intl.formatMessage({ id: 'form.sending' }) : data.form.submitLabel}
        </button>
      </form>
    </section>
  );
}
