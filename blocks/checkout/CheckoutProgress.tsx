import { Link } from 'react-router';
import type { Locale } from '../../rules/index.ts';
import { useIntl, withLocalePrefix } from '../../runtime/index.ts';
import { checkoutSteps, stepPath, type CheckoutStep } from './checkout-steps.ts';

export type { CheckoutStep } from './checkout-steps.ts';

/**
 * The steps (three, or two when nothing is shipped), the current one marked; earlier steps are
 * links back (like the browser's back button).
 */
export function CheckoutProgress({ current, locale, nothingToShip = false }: { current: CheckoutStep; locale: Locale; nothingToShip?: boolean }) {
  const intl = useIntl();
  const STEPS = checkoutSteps(nothingToShip).map((step) => ({ step, path: stepPath(step) }));
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
