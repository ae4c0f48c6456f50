import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { BlockSection, usePagePost, useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { isParameterOn } from '../newsletter/is-parameter-on.ts';
import { AccountField } from '../account-kit/AccountField.tsx';
import { AccountForm } from '../account-kit/AccountForm.tsx';
import { AccountNotice } from '../account-kit/AccountNotice.tsx';
import { answerFor, doneOf } from '../account-kit/account-answer.ts';
import { useAccountText, type AccountT } from '../account-kit/use-account-text.ts';
import { useCartSession, useForgetCartBeforePost } from '../account-kit/use-cart-session.ts';
import type { AuthProps } from './auth.block.ts';
import type { AuthData } from './auth.block.ts';
import '../../runtime/ui/block.css';
import '../form/form.css';
import '../account-kit/account.css';

/** `/auth`: sign in and create an account side by side; a signed-in member sees who they are and can sign out. */
export function Auth({ props, data }: BlockProps<AuthProps, AuthData | undefined>) {
  const t = useAccountText('auth');
  const { locale } = useSiteData();
  const location = useLocation();
  const done = doneOf(location.search);
  useCartSession(done === 'loggedOut' || done === 'deleted' ? 'signed-out' : null);
  const user = data?.user ?? null;
  const forgetCart = useForgetCartBeforePost();
  return (
    <BlockSection type="auth" intro={user ? undefined : props.intro}>
      {done === 'loggedOut' ? <AccountNotice tone="success"><p>{t('loggedOut')}</p></AccountNotice> : null}
      {done === 'deleted' ? <AccountNotice tone="success"><p>{t('deleted')}</p></AccountNotice> : null}
      {done === 'reset' ? <AccountNotice tone="success"><p>{t('reset.done')}</p></AccountNotice> : null}
      {done === 'registered' ? <AccountNotice tone="success"><p>{t('registered')}</p></AccountNotice> : null}
      {user ? (
        <div className="account-card">
          <p>{t('signedIn', { email: user.email })}</p>
          <p>
            <Link className="button button--primary" to={withLocalePrefix('/account', locale)}>
              {t('toAccount')}
            </Link>
          </p>
          <AccountForm block="auth" intent="logout" onSubmit={forgetCart}>
            <button type="submit" className="button button--secondary">
              {t('logout')}
            </button>
          </AccountForm>
        </div>
      ) : (
        <div className="account-columns">
          <LoginForm t={t} next={new URLSearchParams(location.search).get('next') ?? ''} />
          <RegisterForm t={t} />
        </div>
      )}
    </BlockSection>
  );
}

function ErrorSummary({ message }: { message: string }) {
  return message ? <AccountNotice tone="error"><p>{message}</p></AccountNotice> : null;
}

function LoginForm({ t, next }: { t: AccountT; next: string }) {
  const id = useId();
  const { locale } = useSiteData();
  const answer = answerFor(usePagePost().answer, 'login');
  const error = (name: string) => (answer?.errors[name] ? t(answer.errors[name]) : undefined);
  return (
    <div className="account-card">
      <h2 id={id}>{t('login.title')}</h2>
      <p>{t('login.intro')}</p>
      <ErrorSummary message={answer?.message ?? ''} />
      <AccountForm block="auth" intent="login" labelledBy={id}>
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <AccountField name="email" type="email" label={t('email')} autoComplete="email" required defaultValue={answer?.values.email} error={error('email')} />
        <AccountField name="password" type="password" label={t('password')} autoComplete="current-password" required error={error('password')} />
        <button type="submit" className="button button--primary">
          {t('login.submit')}
        </button>
        <p>
          <Link className="account-link" to={withLocalePrefix('/password/reset/ask', locale)}>
            {t('login.forgot')}
          </Link>
        </p>
      </AccountForm>
    </div>
  );
}

function RegisterForm({ t }: { t: AccountT }) {
  const id = useId();
  const { locale, parameters } = useSiteData();
  const answer = answerFor(usePagePost().answer, 'register');
  const error = (name: string) => (answer?.errors[name] ? t(answer.errors[name]) : undefined);
  const value = (name: string) => answer?.values[name];
  const adultsOnly = isParameterOn(parameters, 'BLOCK_MINORS_AT_SIGNUP');
  const askBirthdate = adultsOnly || isParameterOn(parameters, 'ASK_BIRTHDATE_AT_SIGNUP');
  const termsError = error('acceptTerms');
  return (
    <div className="account-card">
      <h2 id={id}>{t('register.title')}</h2>
      <p>{t('register.intro')}</p>
      <ErrorSummary message={answer?.message ?? ''} />
      <AccountForm block="auth" intent="register" labelledBy={id}>
        <AccountField name="firstname" label={t('firstname')} autoComplete="given-name" required defaultValue={value('firstname')} error={error('firstname')} />
        <AccountField name="lastname" label={t('lastname')} autoComplete="family-name" required defaultValue={value('lastname')} error={error('lastname')} />
        <AccountField name="email" type="email" label={t('email')} autoComplete="email" required defaultValue={value('email')} error={error('email')} />
        <AccountField name="phone" type="tel" label={t('phone')} hint={t('phone.hint')} autoComplete="tel" defaultValue={value('phone')} error={error('phone')} />
        {askBirthdate ? (
          <AccountField
            name="birthdate"
            type="date"
            label={t('birthdate')}
            hint={adultsOnly ? t('birthdate.hint.adult') : undefined}
            autoComplete="bday"
            required
            defaultValue={value('birthdate')}
            error={error('birthdate')}
          />
        ) : null}
        <AccountField name="password" type="password" label={t('password')} hint={t('password.hint')} autoComplete="new-password" minLength={8} required error={error('password')} />
        <div className="block-form__field">
          <label className="account-check">
            <input type="checkbox" name="acceptTerms" required aria-invalid={termsError ? true : undefined} aria-describedby={termsError ? `${id}-terms` : undefined} />
            <span>{t('register.terms')}</span>
          </label>
          <Link className="account-link" to={withLocalePrefix('/use-terms', locale)}>
            {t('register.terms.link')}
          </Link>
          {termsError ? (
            <p id={`${id}-terms`} className="block-form__error">
              {termsError}
            </p>
          ) : null}
        </div>
        {isParameterOn(parameters, 'NEWSLETTER') ? (
          <label className="account-check">
            <input type="checkbox" name="newsletter" />
            <span>{t('register.newsletter')}</span>
          </label>
        ) : null}
        <button type="submit" className="button button--primary">
          {t('register.submit')}
        </button>
      </AccountForm>
    </div>
  );
}
