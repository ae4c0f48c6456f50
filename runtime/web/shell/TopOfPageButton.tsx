import { useEffect, useState } from 'react';
import { useIntl } from '../i18n/use-intl.ts';

/** Shown once the visitor has scrolled down a screen: back to the top, focus on the page start. */
export function TopOfPageButton() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  const onClick = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="top-of-page" onClick={onClick}>
      <span className="top-of-page__arrow" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'backToTop' })}</span>
    </button>
  );
}
