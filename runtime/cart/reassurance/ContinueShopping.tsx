import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Locale } from '../../../rules/locale.ts';
import { withLocalePrefix } from '../../engine/router/locale.ts';
import { continueShoppingPath } from './continue-shopping-path.ts';
import { reassuranceText } from './reassurance-messages.ts';

/** "Continuer mes achats": back to the shopping page the visitor came from (else the home page); the server renders the home link. */
export function ContinueShopping({ locale, className }: { locale: Locale; className?: string }) {
  const [to, setTo] = useState(() => withLocalePrefix('/', locale));
  useEffect(() => {
    setTo(continueShoppingPath(document.referrer, window.location.origin, locale));
  }, [locale]);
  return <Link className={className} to={to}>{reassuranceText(locale, 'continue')}</Link>;
}
