import { Link, useLocation } from 'react-router';
import { useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import type { AccountT } from './use-account-text.ts';

/** What a visitor sees on an account page: a way to sign in that comes back here. */
export function SignInFirst({ t }: { t: AccountT }) {
  const { locale } = useSiteData();
  const { pathname } = useLocation();
  return (
    <div className="account-card account-card--narrow">
      <p>{t('signInFirst')}</p>
      <p>
        <Link className="button button--primary" to={`${withLocalePrefix('/auth', locale)}?next=${encodeURIComponent(pathname)}`}>
          {t('signInLink')}
        </Link>
      </p>
    </div>
  );
}
