import { useMachine } from '@xstate/react';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { useSiteData } from '../../runtime/app/site-data-context.ts';
import type { BlockProps } from '../define-block.ts';
import { submitMachine } from '../content-kit/submit.machine.ts';
import type { SubmitOutcome } from '../content-kit/submit.machine.ts';
import { noJsStatus } from '../form/no-js-status.ts';
import { useBrowserApi } from '../form/use-browser-api.ts';
import { isParameterOn } from './is-parameter-on.ts';
import type { NewsletterProps } from './newsletter.schema.ts';
import '../shared/block.css';
import '../form/form.css';
import './newsletter.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail sign-up to the newsletter; nothing at all when the NEWSLETTER parameter is off. */
export function Newsletter({ props }: BlockProps<NewsletterProps>) {
  const { parameters } = useSiteData();
  if (!isParameterOn(parameters, 'NEWSLETTER')) return null;
  return <NewsletterForm props={props} />;
}

function NewsletterForm({ props }: { props: NewsletterProps }) {
  const intl = useIntl();
  const api = useBrowserApi();
  const location = useLocation();
  const id = useId();
  const t = (key: string) => intl.formatMessage({ id: `newsletter.${key}` });
  const machine = useMemo(
    () =>
      submitMachine.provide({
        actors: {
          submit: fromPromise<SubmitOutcome, Record<string, unknown>>(async ({ input }) => {
            const result = await api.post('/newsletter/subscribe', input);
            return { ok: result.success, message: result.message };
          }),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(machine);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const returned = noJsStatus(location.search, 'newsletter');
  const sent = state.matches('sent') || returned === 'sent';
  const problem = invalid ? t('invalid') : state.context.status === 'refused' ? state.context.message || t('failed') : returned && returned !== 'sent' ? t('failed') : '';
  const errorId = `${id}-error`;
  return (
    <section className="block block-newsletter" id="form-newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="block__title">
        {props.title ?? t('title')}
      </h2>
      {props.text ? <p className="block__intro">{props.text}</p> : null}
      {sent ? (
        <p role="status" className="block-form__success">
          {state.context.message || t('sent')}
        </p>
      ) : (
        <form
          className="block-newsletter__form"
          action="/_forms/newsletter"
          method="post"
          encType="multipart/form-data"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const valid = EMAIL.test(email.trim());
            setInvalid(!valid);
            if (valid && !state.matches('sending')) send({ type: 'SEND', payload: { email: email.trim() } });
          }}
        >
          <input type="hidden" name="_return" value={`${location.pathname}${location.search}`} />
          <input type="hidden" name="_target" value="newsletter" />
          <label htmlFor={`${id}-email`} className="block-form__label">
            {t('email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
          <button type="submit" className="button button--primary" aria-disabled={state.matches('sending') || undefined}>
            {t(state.matches('sending') ? 'sending' : 'subscribe')}
          </button>
          <p id={errorId} className="block-form__error" role="alert">
            {problem}
          </p>
        </form>
      )}
    </section>
  );
}
