import { Link } from 'react-router';
import type { Locale } from '../../rules/index.ts';
import { useIntl, withLocalePrefix } from '../../runtime/index.ts';

const STEPS = [
  { step: 'address', path: '/cart/address' },
  { step: 'shipping', path: '/cart/shipping' },
  { step: 'payment', path: '/cart/payment' },
] as const;

export type CheckoutStep = (typeof STEPS)[number]['step'];

/** The three steps, the current one marked; earlier steps are links back (like the browser's back button). */
export function CheckoutProgress({ current, locale }: { current: CheckoutStep; locale: Locale }) {
  const intl = useIntl();
  const index = STEPS.findIndex((one) => one.step === current);
  return (
    <nav className="checkout-progress" aria-label={intl.formatMessage({ id: 'checkout.steps' })}>
      <ol>
        {STEPS.map((one, i) => {
          const label = intl.formatMessage({ id: `checkout.step.${one.step}` });
          return (
            <li key={one.step} className={i === index ? 'is-current' : i < index ? 'is-done' : undefined}>
              <span className="checkout-progress__number" aria-hidden="true">{i + 1}</span>
              {i < index ? (
                <Link to={withLocalePrefix(one.path, locale)}>{label}</Link>
              ) : (
                <span aria-current={i === index ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden">{intl.formatMessage({ id: 'checkout.stepOf' }, { n: index + 1 })}</p>
    </nav>
  );
}
