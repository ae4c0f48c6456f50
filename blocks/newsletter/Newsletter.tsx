import { contactContracts } from '../../schemas/api/content/contact-contracts.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIntl, useSiteData } from '../../runtime/index.ts';
import { BLOCK_FIELD, usePagePost } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import type { SubmitEvent } from '../../runtime/index.ts';
import type { SubmitActor } from '../../runtime/index.ts';
import { useLazyActor } from '../../runtime/index.ts';
import { echoFor, NEWSLETTER_FORM_ID } from '../form/form-echo.ts';
import type { FormEcho } from '../form/form-echo.ts';
import { FORM_FIELD, formAction, noJsStatus } from '../form/no-js-status.ts';
import { EMAIL } from '../../rules/form-answer/check-answer.ts';
import { useBrowserApi } from '../form/use-browser-api.ts';
import { Confirmation } from '../form/Confirmation.tsx';
import { isParameterOn } from './is-parameter-on.ts';
import type { NewsletterProps } from './newsletter.block.ts';
import '../../runtime/ui/block.css';
import '../form/form.css';
import './newsletter.css';
import { submitFlow } from '../../runtime/index.ts';

/** E-mail sign-up to the newsletter; nothing at all when the NEWSLETTER parameter is off. */
export function Newsletter({ props }: BlockProps<NewsletterProps>) {
  const { parameters } = useSiteData();
  const post = usePagePost();
  if (!isParameterOn(parameters, 'NEWSLETTER')) return null;
  return <NewsletterForm props={props} action={formAction(post.action)} echo={echoFor(post.answer, NEWSLETTER_FORM_ID)} />;
}

/** The sign-up form; `echo` is the page's answer to a refused no-JavaScript sign-up (its `actionData`). */
function NewsletterForm({ props, action, echo }: { props: NewsletterProps; action: string; echo: FormEcho | undefined }) {
  const intl = useIntl();
  const api = useBrowserApi();
  const location = useLocation();
  const id = useId();
  const t = (key: string) => intl.formatMessage({ id: `newsletter.${key}` });
  const formRef = useRef<HTMLFormElement>(null);
  const { snapshot, send, preload } = useLazyActor<ReturnType<SubmitActor['getSnapshot']>, SubmitEvent>(
    () => submitFlow.load().then(({ startSubmitActor }) => startSubmitActor(api, (client, payload) => client.call(contactContracts.subscribe, { body: { email: String(payload.email ?? '') } }))),
    // Without the machine's code (a failed download), the sign-up is posted the no-JavaScript way.
    () => formRef.current && HTMLFormElement.prototype.submit.call(formRef.current),
  );
  const sending = snapshot?.matches('sending') === true;
  const apiMessage = snapshot?.context.message ?? '';
  const echoed = echo?.values.email;
  const [email, setEmail] = useState(typeof echoed === 'string' ? echoed : '');
  const [invalid, setInvalid] = useState(echo?.errors.email !== undefined);
  // What the visitor typed before the form hydrated (its code loads once the page wakes) is the
  // field's value: React keeps the typed text on screen but not in the state.
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = emailRef.current?.value;
    if (typed) setEmail(typed);
  }, []);
  const returned = noJsStatus(location.search, NEWSLETTER_FORM_ID);
  const sent = snapshot?.matches('sent') === true || returned === 'sent';
  // The API's refusal: of this visit's sign-up, else of the no-JavaScript post this page answers.
  const refusal = snapshot?.matches('refused') ? apiMessage || t('failed') : echo && echo.errors.email === undefined ? echo.message || t('failed') : '';
  const problem = invalid ? t('invalid') : refusal || (returned && returned !== 'sent' ? t('failed') : '');
  const errorId = `${id}-error`;
  return (
    <section className="block block-newsletter" id="form-newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="block__title">
        {props.title ?? t('title')}
      </h2>
      {props.text ? <p className="block__intro">{props.text}</p> : null}
      {sent ? (
        <Confirmation className="block-form__success" hydrated={snapshot !== undefined}>
          <p>{apiMessage || t('sent')}</p>
        </Confirmation>
      ) : (
        <form
          className="block-newsletter__form"
          action={action}
          method="post"
          encType="multipart/form-data"
          noValidate
          ref={formRef}
          onFocus={preload}
          onSubmit={(event) => {
            event.preventDefault();
            const valid = EMAIL.test(email.trim());
            setInvalid(!valid);
            if (valid && !sending) send({ type: 'SEND', payload: { email: email.trim() } });
          }}
        >
          <input type="hidden" name={BLOCK_FIELD} value="newsletter" />
          <input type="hidden" name={FORM_FIELD} value={NEWSLETTER_FORM_ID} />
          <label htmlFor={`${id}-email`} className="block-form__label">
            {t('email')}
          </label>
          <input
            id={`${id}-email`}
            ref={emailRef}
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus={echo !== undefined || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
          <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
            {t(sending ? 'sending' : 'subscribe')}
          </button>
          <p id={errorId} className="block-form__error" role="alert">
            {problem}
          </p>
        </form>
      )}
    </section>
  );
}
