import { Link, useLocation } from 'react-router';
import { BLOCK_FIELD, useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import { INTENT_FIELD } from './account-answer.ts';
import type { AccountT } from './use-account-text.ts';
import { useForgetCartBeforePost } from './use-cart-session.ts';

/** The account's sections (orders on shop sites) and the sign-out button, on every account page. */
export function AccountNav({ t }: { t: AccountT }) {
  const { locale, siteInfo } = useSiteData();
  const { pathname } = useLocation();
  const forgetCart = useForgetCartBeforePost();
  const links = [
    { path: '/account', label: t('nav.overview') },
    { path: '/account/profil', label: t('nav.profile') },
    ...(siteInfo.isECommerce === true ? [{ path: '/account/orders', label: t('nav.orders') }] : []),
  ];
  return (
    <nav className="account-nav" aria-label={t('nav.label')}>
      <ul>
        {links.map((link) => {
          const href = withLocalePrefix(link.path, locale);
          const current = pathname === href || (link.path === '/account/orders' && pathname.startsWith(`${href}/`));
          return (
            <li key={link.path}>
              <Link to={href} aria-current={current ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <form method="post" action={withLocalePrefix('/auth', locale)} onSubmit={forgetCart}>
        <input type="hidden" name={BLOCK_FIELD} value="auth" />
        <input type="hidden" name={INTENT_FIELD} value="logout" />
        <button type="submit">{t('logout')}</button>
      </form>
    </nav>
  );
}
