import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { BlockSection, usePagePost, useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { AccountField } from '../account-kit/AccountField.tsx';
import { AccountForm } from '../account-kit/AccountForm.tsx';
import { AccountNotice } from '../account-kit/AccountNotice.tsx';
import { answerFor, doneOf } from '../account-kit/account-answer.ts';
import { useAccountText } from '../account-kit/use-account-text.ts';
import type { PasswordResetProps } from './password-reset.block.ts';
import type { PasswordResetData } from './password-reset.block.ts';
import '../../runtime/ui/block.css';
import '../form/form.css';
import '../account-kit/account.css';

/** Asks for a reset link by e-mail, or, opened from the link, sets the new password. */
export function PasswordReset({ props, data }: BlockProps<PasswordResetProps, PasswordResetData | undefined>) {
  const t = useAccountText('password-reset');
  const id = useId();
  const { locale } = useSiteData();
  const location = useLocation();
  const answer = usePagePost().answer;
  const token = data?.token ?? null;
  const askAgain = (
    <p>
      <Link className="account-link" to={withLocalePrefix('/password/reset/ask', locale)}>
        {t('reset.askAgain')}
      </Link>
    </p>
  );
  if (token) {
    const refused = answerFor(answer, 'set');
    const error = refused?.errors.password ? t(refused.errors.password) : undefined;
    return (
      <BlockSection type="password-reset">
        <div className="account-card account-card--narrow">
          <h2 id={id}>{t('reset.set.title')}</h2>
          {refused?.message ? (
            <AccountNotice tone="error">
              <p>{refused.message}</p>
              <p>{t('reset.invalid.help')}</p>
              {askAgain}
            </AccountNotice>
          ) : null}
          <AccountForm block="password-reset" intent="set" labelledBy={id}>
            <input type="hidden" name="token" value={token} />
            <AccountField name="password" type="password" label={t('reset.set.password')} hint={t('password.hint')} autoComplete="new-password" minLength={8} required error={error} />
            <button type="submit" className="button button--primary">
              {t('reset.set.submit')}
            </button>
          </AccountForm>
        </div>
      </BlockSection>
    );
  }
  const refused = answerFor(answer, 'ask');
  const asked = doneOf(location.search) === 'asked';
  const incomplete = /\/password\/reset\/?$/.test(location.pathname);
  return (
    <BlockSection type="password-reset">
      <div className="account-card account-card--narrow">
        <h2 id={id}>{t('reset.ask.title')}</h2>
        {asked ? <AccountNotice tone="success"><p>{t('reset.asked')}</p></AccountNotice> : null}
        {incomplete ? <AccountNotice tone="error"><p>{t('reset.noToken')}</p></AccountNotice> : null}
        {refused?.message ? <AccountNotice tone="error"><p>{refused.message}</p></AccountNotice> : null}
        <p>{props.intro ?? t('reset.ask.intro')}</p>
        <AccountForm block="password-reset" intent="ask" action={withLocalePrefix('/password/reset/ask', locale)} labelledBy={id}>
          <AccountField
            name="email"
            type="email"
            label={t('email')}
            autoComplete="email"
            required
            defaultValue={refused?.values.email}
            error={refused?.errors.email ? t(refused.errors.email) : undefined}
          />
          <button type="submit" className="button button--primary">
            {t('reset.ask.submit')}
          </button>
        </AccountForm>
      </div>
    </BlockSection>
  );
}
