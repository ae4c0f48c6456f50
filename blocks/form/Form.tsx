import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent as ReactFormEvent } from 'react';
import { useLocation } from 'react-router';
import { BLOCK_FIELD, useIntl, usePagePost } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { HONEYPOT_FIELD } from '../../runtime/index.ts';
import type { FormProps } from './form.block.ts';
import { FormFieldInput } from './FormFieldInput.tsx';
import { earliestDate, todayIso } from '../../rules/form-answer/check-answer.ts';
import { echoFor } from './form-echo.ts';
import { Confirmation } from './Confirmation.tsx';
import { FormErrorSummary } from './FormErrorSummary.tsx';
import { FORM_FIELD, formAction, noJsStatus } from './no-js-status.ts';
import { useFormMachine } from './use-form-machine.ts';
import '../../runtime/ui/block.css';
import './form.css';
import type { FormBlockData } from './form.block.ts';

/**
 * A dynamic form from its definition. With JavaScript: checked in the browser, then by the API,
 * then sent (multipart with files); errors sit next to their field and the first one gets the
 * focus; the machine (and XState) is loaded on the form's first focus, not with the page.
 * Without JavaScript it is a plain multipart POST to the page itself (`_block=form`, `_form={id}`),
 * answered by the block's server action (form.server.ts); a refused post comes back as this page
 * with the echo as its `actionData`: the answers typed and an error summary.
 */
export function Form({ props, data }: BlockProps<FormProps, FormBlockData>) {
  const intl = useIntl();
  const location = useLocation();
  const baseId = useId();
  const lang = intl.locale.startsWith('en') ? 'en' : 'fr';
  const target = props.target ?? 'form';
  const post = usePagePost();
  const echo = echoFor(post.answer, data.form.id);
  const formRef = useRef<HTMLFormElement>(null);
  // Without the machine's code (a failed download), the form is posted the no-JavaScript way.
  const postNatively = () => formRef.current && HTMLFormElement.prototype.submit.call(formRef.current);
  const { context, status, send, preload } = useFormMachine({ form: data.form, target, lang, echo }, postNatively);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { values, errors, message, focus, attempt } = context;
  const today = todayIso();
  const fieldId = (name: string) => `${baseId}-${name}`;
  const controlId = (name: string) => (data.form.fields.find((one) => one.name === name)?.type === 'radio' ? `${fieldId(name)}-0` : fieldId(name));

  useEffect(() => {
    if (attempt === 0 || !focus) return;
    document.getElementById(controlId(focus))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const returned = noJsStatus(location.search, data.form.id);
  const busy = status === 'checking' || status === 'sending';
  const errorCount = Object.keys(errors).length;
  const title = props.title ?? data.form.title;
  const intro = props.intro ?? data.form.description;
  const onSubmit = (event: ReactFormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) send({ type: 'SUBMIT' });
  };

  if (status === 'sent' || (returned === 'sent' && !hydrated)) {
    return (
      <section className="block block-form" id={`form-${data.form.id}`}>
        {title ? <h2 className="block__title">{title}</h2> : null}
        <Confirmation className="block-form__success" hydrated={hydrated}>
          <p>{message || data.form.successMessage || intl.formatMessage({ id: 'form.sent' })}</p>
          {hydrated ? (
            <button type="button" className="button block-form__again" onClick={() => send({ type: 'RESTART' })}>
              {intl.formatMessage({ id: 'form.again' })}
            </button>
          ) : null}
        </Confirmation>
      </section>
    );
  }

  const summary = (status === 'invalid' || status === 'refused') && errorCount > 0;
  const alert =
    status === 'failed'
      ? intl.formatMessage({ id: 'form.failed' }, { reason: message })
      : !summary && (returned === 'invalid' || returned === 'failed')
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
        action={formAction(post.action)}
        method="post"
        encType="multipart/form-data"
        noValidate={hydrated}
        onSubmit={onSubmit}
        onFocus={preload}
        ref={formRef}
        aria-busy={busy}
      >
        <input type="hidden" name={BLOCK_FIELD} value="form" />
        <input type="hidden" name={FORM_FIELD} value={data.form.id} />
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
              minDate={field.type === 'date' ? earliestDate(field, { today, answers: values }) : undefined}
              note={echo && field.type === 'file' && !context.files[field.name]?.length ? intl.formatMessage({ id: 'form.fileAgain' }) : undefined}
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
            value={context.honeypot}
            onChange={(event) => send({ type: 'HONEYPOT', value: event.target.value })}
          />
        </div>
        {/* A page answering a refused or failed post without JavaScript opens with the focus here. */}
        <div className="block-form__alert" role="alert" tabIndex={-1} autoFocus={((echo !== undefined || returned === 'invalid' || returned === 'failed') && !hydrated) || undefined}>
          {alert ? <p>{alert}</p> : null}
          {summary ? (
            <FormErrorSummary form={data.form} errors={errors} controlId={controlId} />
          ) : null}
        </div>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? intl.formatMessage({ id: 'form.sending' }) : data.form.submitLabel}
        </button>
      </form>
    </section>
  );
}
