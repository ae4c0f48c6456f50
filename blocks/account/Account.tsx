import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BlockSection, usePagePost, useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { AccountField } from '../account-kit/AccountField.tsx';
import { AccountForm } from '../account-kit/AccountForm.tsx';
import { AccountNav } from '../account-kit/AccountNav.tsx';
import { AccountNotice } from '../account-kit/AccountNotice.tsx';
import { SignInFirst } from '../account-kit/SignInFirst.tsx';
import { answerFor, doneOf } from '../account-kit/account-answer.ts';
import type { UserProfile } from '../../schemas/api/account/user-profile.ts';
import { useAccountText, type AccountT } from '../account-kit/use-account-text.ts';
import { useCartSession, useForgetCartBeforePost } from '../account-kit/use-cart-session.ts';
import type { AccountProps } from './account.block.ts';
import type { NewsletterChoice } from './account.block.ts';
import type { AccountData } from './account.block.ts';
import { DELETE_WORDS } from './delete-words.ts';
import '../../runtime/ui/block.css';
import '../form/form.css';
import '../account-kit/account.css';

const DONE = {
  login: 'loggedIn',
  welcome: 'welcome',
  profile: 'profile.saved',
  'email-asked': 'email.asked',
  'email-confirmed': 'email.confirmed',
  password: 'password.saved',
  newsletter: 'newsletter.saved',
} as const;

/** `/account` (dashboard) and `/account/profil` (details, password, deletion) of the signed-in member. */
export function Account({ props, data }: BlockProps<AccountProps, AccountData | undefined>) {
  const t = useAccountText('account');
  const location = useLocation();
  const done = doneOf(location.search);
  useCartSession(done === 'login' || done === 'welcome' ? 'signed-in' : null);
  const user = data?.user ?? null;
  const notice = done && done in DONE ? t(DONE[done as keyof typeof DONE]) : null;
  const confirm = data?.emailToken ? <ConfirmEmailForm t={t} token={data.emailToken} /> : null;
  if (!user) {
    return (
      <BlockSection type="account">
        {done === 'email-confirmed' && notice ? <AccountNotice tone="success"><p>{notice}</p></AccountNotice> : null}
        {confirm}
        <SignInFirst t={t} />
      </BlockSection>
    );
  }
  return (
    <BlockSection type="account">
      <AccountNav t={t} />
      {notice ? <AccountNotice tone="success"><p>{notice}</p></AccountNotice> : null}
      {confirm}
      {props.view === 'profile' ? (
        <div className="account-columns">
          <ProfileForm t={t} user={user} />
          <div className="account-columns account-columns--stack">
            <PasswordForm t={t} />
            <DeleteForm t={t} />
          </div>
        </div>
      ) : (
        <Dashboard t={t} user={user} newsletter={data?.newsletter ?? null} />
      )}
    </BlockSection>
  );
}

function Dashboard({ t, user, newsletter }: { t: AccountT; user: UserProfile; newsletter: NewsletterChoice | null }) {
  const { locale, siteInfo } = useSiteData();
  const id = useId();
  return (
    <div className="account-columns">
      <div className="account-card">
        <h2 id={id}>{t('hello', { name: user.firstname })}</h2>
        <dl className="account-dl account-dl--left">
          <dt>{t('email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('phone')}</dt>
          <dd>{user.phone || '—'}</dd>
        </dl>
        <p className="account-actions">
          <Link className="button button--secondary" to={withLocalePrefix('/account/profil', locale)}>
            {t('nav.profile')}
          </Link>
          {siteInfo.isECommerce === true ? (
            <Link className="button button--primary" to={withLocalePrefix('/account/orders', locale)}>
              {t('nav.orders')}
            </Link>
          ) : null}
        </p>
      </div>
      <NewsletterForm t={t} newsletter={newsletter} />
    </div>
  );
}

function NewsletterForm({ t, newsletter }: { t: AccountT; newsletter: NewsletterChoice | null }) {
  const id = useId();
  const refused = answerFor(usePagePost().answer, 'newsletter');
  if (!newsletter || newsletter.lists.length === 0) {
    return (
      <div className="account-card">
        <h2>{t('newsletter.title')}</h2>
        <p>{t('newsletter.none')}</p>
      </div>
    );
  }
  return (
    <div className="account-card">
      <h2 id={id}>{t('newsletter.title')}</h2>
      <p>{t(newsletter.subscribed.length > 0 ? 'newsletter.subscribed' : 'newsletter.unsubscribed')}</p>
      {refused?.message ? <AccountNotice tone="error"><p>{refused.message}</p></AccountNotice> : null}
      <AccountForm block="account" intent="newsletter" labelledBy={id}>
        <fieldset>
          <legend>{t('newsletter.intro')}</legend>
          {newsletter.lists.map((list) => (
            <label key={list.id} className="account-check">
              <input type="checkbox" name="lists" value={list.id} defaultChecked={newsletter.subscribed.includes(list.id)} />
              <span>{list.name}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">
          {t('newsletter.submit')}
        </button>
      </AccountForm>
    </div>
  );
}

function ProfileForm({ t, user }: { t: AccountT; user: UserProfile }) {
  const id = useId();
  const refused = answerFor(usePagePost().answer, 'profile');
  const value = (name: keyof UserProfile & string) => refused?.values[name] ?? String(user[name] ?? '');
  const error = (name: string) => (refused?.errors[name] ? t(refused.errors[name]) : undefined);
  // A new e-mail goes with the current password: its field shows as soon as the address differs.
  const [email, setEmail] = useState(value('email'));
  const changingEmail = email.trim().toLowerCase() !== user.email.toLowerCase();
  return (
    <div className="account-card">
      <h2 id={id}>{t('profile.title')}</h2>
      {refused?.message ? <AccountNotice tone="error"><p>{refused.message}</p></AccountNotice> : null}
      <AccountForm block="account" intent="profile" labelledBy={id}>
        <AccountField name="firstname" label={t('firstname')} autoComplete="given-name" required defaultValue={value('firstname')} error={error('firstname')} />
        <AccountField name="lastname" label={t('lastname')} autoComplete="family-name" required defaultValue={value('lastname')} error={error('lastname')} />
        <AccountField name="email" type="email" label={t('email')} autoComplete="email" required defaultValue={value('email')} error={error('email')} onChange={(event) => setEmail(event.currentTarget.value)} />
        {changingEmail ? (
          <AccountField name="currentPassword" type="password" label={t('email.current')} hint={t('email.current.hint')} autoComplete="current-password" required error={error('currentPassword')} />
        ) : null}
        <AccountField name="phone" type="tel" label={t('phone')} hint={t('phone.hint')} autoComplete="tel" defaultValue={value('phone')} error={error('phone')} />
        <AccountField name="birthdate" type="date" label={t('birthdate')} autoComplete="bday" defaultValue={value('birthdate')} error={error('birthdate')} />
        <button type="submit" className="button button--primary">
          {t('profile.submit')}
        </button>
      </AccountForm>
    </div>
  );
}

/** The landing of the link mailed to a new address: one button posts its token (a mail scanner opening the link changes nothing). */
function ConfirmEmailForm({ t, token }: { t: AccountT; token: string }) {
  const id = useId();
  const refused = answerFor(usePagePost().answer, 'confirmEmail');
  const problem = refused?.message || (refused?.errors.token ? t(refused.errors.token) : '');
  return (
    <div className="account-card">
      <h2 id={id}>{t('email.confirm.title')}</h2>
      <p>{t('email.confirm.intro')}</p>
      {problem ? <AccountNotice tone="error"><p>{problem}</p></AccountNotice> : null}
      <AccountForm block="account" intent="confirmEmail" labelledBy={id}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button--primary">
          {t('email.confirm.submit')}
        </button>
      </AccountForm>
    </div>
  );
}

function PasswordForm({ t }: { t: AccountT }) {
  const id = useId();
  const refused = answerFor(usePagePost().answer, 'password');
  const error = (name: string) => (refused?.errors[name] ? t(refused.errors[name]) : undefined);
  return (
    <div className="account-card">
      <h2 id={id}>{t('password.title')}</h2>
      {refused?.message ? <AccountNotice tone="error"><p>{refused.message}</p></AccountNotice> : null}
      <AccountForm block="account" intent="password" labelledBy={id}>
        <AccountField name="currentPassword" type="password" label={t('password.current')} autoComplete="current-password" required error={error('currentPassword')} />
        <AccountField name="newPassword" type="password" label={t('password.new')} hint={t('password.hint')} autoComplete="new-password" minLength={8} required error={error('newPassword')} />
        <button type="submit" className="button button--primary">
          {t('password.submit')}
        </button>
      </AccountForm>
    </div>
  );
}

function DeleteForm({ t }: { t: AccountT }) {
  const id = useId();
  const { locale } = useSiteData();
  const refused = answerFor(usePagePost().answer, 'delete');
  const forgetCart = useForgetCartBeforePost();
  return (
    <div className="account-card account-card--danger">
      <h2 id={id}>{t('delete.title')}</h2>
      <p>{t('delete.intro')}</p>
      <p>
        <Link className="account-link" to={withLocalePrefix('/privacy-policy', locale)}>
          {t('privacy')}
        </Link>
      </p>
      {refused?.message ? <AccountNotice tone="error"><p>{refused.message}</p></AccountNotice> : null}
      <AccountForm
        block="account"
        intent="delete"
        labelledBy={id}
        onSubmit={(event) => {
          // The cart is forgotten only for a deletion that will go through.
          const typed = String(new FormData(event.currentTarget).get('confirm') ?? '').trim().toUpperCase();
          if ((DELETE_WORDS as readonly string[]).includes(typed)) forgetCart?.(event);
        }}
      >
        <AccountField
          name="confirm"
          label={t('delete.confirm')}
          autoComplete="off"
          spellCheck={false}
          required
          error={refused?.errors.confirm ? t(refused.errors.confirm) : undefined}
        />
        <button type="submit" className="button button--danger">
          {t('delete.submit')}
        </button>
      </AccountForm>
    </div>
  );
}
