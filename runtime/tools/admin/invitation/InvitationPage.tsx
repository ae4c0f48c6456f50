import type { Locale } from '../../../../rules/locale.ts';
import { otherLocale, withLocalePrefix } from '../../../engine/router/locale.ts';
import { AdminDocument } from '../AdminDocument.tsx';
import { adminPath } from '../admin-messages.ts';
import { invitationWords } from './invitation-words.ts';
import { pickText } from '../../../../rules/text/pick-text.ts';

export interface InvitationPageProps {
  lang: Locale;
  siteName: string;
  token: string;
  /** Whom the link invites, or null when it cannot work (then `error` says why). */
  invitation: { email: string; role: 'EDITOR' | 'ADMIN'; hasAccount: boolean; signedIn: boolean } | null;
  error: string | null;
  /** The field the error is about. */
  field: 'password' | null;
}

/**
 * The invitation to edit a site (decision 0067), like the first admin's setup page: no script, a
 * form posting to its own address. A new address chooses its password; an address that has an
 * account accepts once signed in as it (else a link to sign in and come back); a link that cannot
 * work shows its reason only.
 */
export function InvitationPage({ lang, siteName, token, invitation, error, field }: InvitationPageProps) {
  const t = pickText(invitationWords, lang);
  const here = `${adminPath(lang, '/invitation')}?token=${encodeURIComponent(token)}`;
  const passwordError = error && field === 'password';
  return (
    <AdminDocument lang={lang} title={t.title} siteName={siteName} nav={[]}
      otherLang={{ label: t.other, href: `${adminPath(otherLocale(lang), '/invitation')}?token=${encodeURIComponent(token)}` }}>
      {error && !passwordError ? <p className="adm-note adm-error" role="alert">{invitation ? `${t.problem} ${error}` : error}</p> : null}
      {invitation ? (
        <section className="adm-card">
          <p>{invitation.role === 'ADMIN' ? t.asOwner : t.asEditor}</p>
          <p>{t.email} : <strong>{invitation.email}</strong></p>
          {invitation.hasAccount && !invitation.signedIn ? (
            <p><a href={`${withLocalePrefix('/auth', lang)}?next=${encodeURIComponent(here)}`}>{t.signIn}</a></p>
          ) : (
            <form method="post" action={here} className="adm-filters">
              <input type="hidden" name="token" value={token} />
              {invitation.hasAccount ? null : (
                <>
                  <label>
                    {t.password}
                    <input type="password" name="password" autoComplete="new-password" required minLength={8} maxLength={200}
                      aria-describedby={passwordError ? 'invitation-password-hint invitation-password-error' : 'invitation-password-hint'}
                      {...(passwordError ? { 'aria-invalid': true } : {})} />
                    <span id="invitation-password-hint" className="adm-muted">{t.passwordHint}</span>
                  </label>
                  {passwordError ? <p id="invitation-password-error" className="adm-error" role="alert">{error}</p> : null}
                </>
              )}
              <button type="submit">{invitation.hasAccount ? t.accept : t.create}</button>
            </form>
          )}
        </section>
      ) : null}
    </AdminDocument>
  );
}
