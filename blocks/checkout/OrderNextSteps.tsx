import { Link } from 'react-router';
import { useIntl, useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import type { OrderView } from './checkout-data.ts';
import { orderNextSteps, type OrderState } from './order-next-steps.ts';

/** The result page's "What happens now": the steps of orderNextSteps as a numbered list, links included. */
export function OrderNextSteps({ order, state }: { order: OrderView; state: OrderState }) {
  const intl = useIntl();
  const { locale } = useSiteData();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `checkout.next.${id}` }, values);
  const steps = orderNextSteps(order, state, locale);
  if (steps.length === 0) return null;
  return (
    <section className="checkout-next" aria-labelledby="checkout-next-title">
      <h2 id="checkout-next-title" className="checkout-next__title">{t('title')}</h2>
      <ol className="checkout-next__steps">
        {steps.map((step) => (
          <li key={step.id} className={`checkout-next__step checkout-next__step--${step.id}`}>
            <p>{t(step.id, step.values)}</p>
            {step.link ? <p><Link to={withLocalePrefix(step.link.to, locale)}>{t(step.link.label)}</Link></p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
