import type { Locale } from '../../../../rules/locale.ts';
import { otherLocale, withLocalePrefix } from '../../../engine/router/locale.ts';
import { AdminDocument } from '../AdminDocument.tsx';
import { adminPath } from '../admin-messages.ts';
import { adminSetupWords } from './admin-setup-words.ts';
import { pickText } from '../../../../rules/text/pick-text.ts';

export interface AdminSetupPageProps {
  lang: Locale;
  siteName: string;
  token: string;
  /** The form, or null when the link cannot work (then `error` says why). */
  form: { email: string } | null;
  error: string | null;
  /** The field the error is about, shown next to it. */
  field: 'email' | 'password' | null;
}

/**
 * The first admin's setup page (decision 0047): no script, a form posting to its own address
 * (decisions 0012, 0017); the error takes the top with role=alert and, when it is about a field,
 * is tied to it (aria-invalid, aria-describedby). A link that cannot work shows its reason only.
 */
export function AdminSetupPage({ lang, siteName, token, form, error, field }: AdminSetupPageProps) {
  const t = pickText(adminSetupWords, lang);
  const action = `${adminPath(lang, '/setup')}?token=${encodeURIComponent(token)}`;
  const fieldError = (name: 'email' | 'password') => (error && field === name ? { 'aria-invalid': true, 'aria-describedby': `setup-${name}-error` } : {});
  return (
    <AdminDocument
      lang={lang}
      title={t.title}
      siteName={siteName}
      nav={[]}
      otherLang={{ label: t.other, href: `${adminPath(otherLocale(lang), '/setup')}?token=${encodeURIComponent(token)}` }}
    >
      {error && (!form || !field) ? <p className="adm-note adm-error" role="alert">{error}</p> : null}
      {form ? (
        <section className="adm-card">
          <p>{t.intro}</p>
          {error && field ? <p className="adm-note adm-error" role="alert">{t.problem} {error}</p> : null}
          <form method="post" action={action} className="adm-filters">
            <input type="hidden" name="token" value={token} />
            <label>
              {t.email}
              <input type="email" name="email" autoComplete="email" required maxLength={320} defaultValue={form.email} {...fieldError('email')} />
            </label>
            {error && field === 'email' ? <p id="setup-email-error" className="adm-error">{error}</p> : null}
            <label>
              {t.password}
              <input type="password" name="password" autoComplete="new-password" required minLength={8} maxLength={200}
                aria-describedby={error && field === 'password' ? 'setup-password-hint setup-password-error' : 'setup-password-hint'}
                {...(error && field === 'password' ? { 'aria-invalid': true } : {})} />
              <span id="setup-password-hint" className="adm-muted">{t.passwordHint}</span>
            </label>
            {error && field === 'password' ? <p id="setup-password-error" className="adm-error">{error}</p> : null}
            <button type="submit">{t.submit}</button>
          </form>
        </section>
      ) : (
        <p><a href={withLocalePrefix('/auth', lang)}>{t.signIn}</a></p>
      )}
    </AdminDocument>
  );
}
