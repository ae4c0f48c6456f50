import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { BlockSection, formatDate, usePagePost, useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { AccountForm } from '../account-kit/AccountForm.tsx';
import { AccountNav } from '../account-kit/AccountNav.tsx';
import { AccountNotice } from '../account-kit/AccountNotice.tsx';
import { SignInFirst } from '../account-kit/SignInFirst.tsx';
import { answerFor, doneOf } from '../account-kit/account-answer.ts';
import { useAccountText, type AccountT } from '../account-kit/use-account-text.ts';
import type { OrderReturnProps } from './order-return.block.ts';
import type { OrderReturnData } from './order-return.block.ts';
import { returnSteps } from './return-steps.ts';
import { lookupByKey } from '../../rules/index.ts';
import '../../runtime/ui/block.css';
import '../form/form.css';
import '../account-kit/account.css';

type Loaded = Extract<OrderReturnData, { signedIn: true }>;

/** Asks for the return of products of a delivered order, or shows where a return stands. */
export function OrderReturn({ props, data }: BlockProps<OrderReturnProps, OrderReturnData | undefined>) {
  const t = useAccountText('order-return');
  const { locale } = useSiteData();
  if (!data?.signedIn) {
    return (
      <BlockSection type="order-return">
        <SignInFirst t={t} />
      </BlockSection>
    );
  }
  return (
    <BlockSection type="order-return">
      <AccountNav t={t} />
      <p>
        <Link className="account-link" to={withLocalePrefix(`/account/orders/${data.idOrder}`, locale)}>
          {t('return.backToOrder')}
        </Link>
      </p>
      {props.view === 'state' ? <ReturnState t={t} data={data} /> : <ReturnRequest t={t} data={data} />}
    </BlockSection>
  );
}

function Terms({ t, data }: { t: AccountT; data: Loaded }) {
  if (!data.terms) return null;
  return (
    <div className="account-card">
      <h3>{t('return.terms')}</h3>
      <p>{data.terms.message}</p>
      <ol>
        <li>{data.terms.returnAskDescription}</li>
        <li>{data.terms.labelSentDescription}</li>
        <li>{data.terms.productReceivedDescription}</li>
      </ol>
    </div>
  );
}

function ReturnRequest({ t, data }: { t: AccountT; data: Loaded }) {
  const id = useId();
  const refused = answerFor(usePagePost().answer, 'return');
  const returns = data.returns;
  if (!returns) return <AccountNotice tone="error"><p>{t('order.notFound')}</p></AccountNotice>;
  if (data.terms && !data.terms.isActive) return <AccountNotice tone="error"><p>{t('return.inactive')}</p></AccountNotice>;
  const returnable = returns.products.filter((line) => line.returnableQuantity > 0);
  const productsError = refused?.errors.products ? t(refused.errors.products) : undefined;
  const reasonError = refused?.errors.reason ? t(refused.errors.reason) : undefined;
  return (
    <>
      <h2 className="block__title" id={id}>
        {t('return.title')} — {returns.order.reference}
      </h2>
      <div className="account-columns">
        <div className="account-card">
          {refused?.message ? <AccountNotice tone="error"><p>{refused.message}</p></AccountNotice> : null}
          {!returns.canReturn || returnable.length === 0 ? (
            <p>{returns.reason ?? t('return.none')}</p>
          ) : (
            <AccountForm block="order-return" intent="return" labelledBy={id}>
              <input type="hidden" name="order" value={returns.order.id} />
              <fieldset aria-describedby={productsError ? `${id}-products` : undefined}>
                <legend>{t('return.intro')}</legend>
                {returnable.map((line) => (
                  <div key={line.idOrderLine} className="block-form__field">
                    <label className="block-form__label" htmlFor={`${id}-q${line.idOrderLine}`}>
                      {t('return.quantity', { name: line.name })}
                    </label>
                    <select id={`${id}-q${line.idOrderLine}`} name={`quantity-${line.idOrderLine}`} defaultValue="0">
                      {Array.from({ length: line.returnableQuantity + 1 }, (_, quantity) => (
                        <option key={quantity} value={quantity}>
                          {quantity}
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
                {productsError ? (
                  <p id={`${id}-products`} className="block-form__error">
                    {productsError}
                  </p>
                ) : null}
              </fieldset>
              <div className="block-form__field">
                <label className="block-form__label" htmlFor={`${id}-reason`}>
                  {t('return.reason')}
                  <span className="block-form__required" aria-hidden="true"> *</span>
                </label>
                <select
                  id={`${id}-reason`}
                  name="reason"
                  required
                  defaultValue={refused?.values.reason ?? ''}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? `${id}-reason-error` : undefined}
                >
                  <option value="">—</option>
                  {data.reasons.map((reason) => (
                    <option key={reason.code} value={reason.code}>
                      {reason.value}
                    </option>
                  ))}
                </select>
                {reasonError ? (
                  <p id={`${id}-reason-error`} className="block-form__error">
                    {reasonError}
                  </p>
                ) : null}
              </div>
              <div className="block-form__field">
                <label className="block-form__label" htmlFor={`${id}-comment`}>
                  {t('return.comment')}
                </label>
                <textarea id={`${id}-comment`} name="comment" rows={3} maxLength={2000} defaultValue={refused?.values.comment ?? ''} />
              </div>
              <button type="submit" className="button button--primary">
                {t('return.submit')}
              </button>
            </AccountForm>
          )}
        </div>
        <Terms t={t} data={data} />
      </div>
    </>
  );
}

/** The stored reason (`CODE: comment`) with the code in words. */
function reasonText(reason: string, reasons: Loaded['reasons']): string {
  const [code = '', ...rest] = reason.split(': ');
  const label = reasons.find((one) => one.code === code)?.value;
  return label ? [label, ...rest].join(' : ') : reason;
}

function ReturnState({ t, data }: { t: AccountT; data: Loaded }) {
  const { locale } = useSiteData();
  const location = useLocation();
  const one = data.returns?.returns.find((candidate) => candidate.id === data.idReturn);
  if (!data.returns || !one) return <AccountNotice tone="error"><p>{t('return.notFound')}</p></AccountNotice>;
  // §8: a returned line whose order line the answer lacks is logged and shown by its id.
  const orderLine = lookupByKey(data.returns.products, (line) => line.idOrderLine, `order ${data.returns.order.reference}: returned lines`, (message) => console.error(message));
  const { steps, reached } = returnSteps(data.statuses, one.status);
  return (
    <>
      {doneOf(location.search) === 'return' ? <AccountNotice tone="success"><p>{t('return.sent')}</p></AccountNotice> : null}
      <h2 className="block__title">
        {t('order.returnOf', { id: one.id })} — {data.returns.order.reference}
      </h2>
      <div className="account-columns">
        <div className="account-card">
          <h3>{t('return.state')}</h3>
          <ol className="account-history">
            {steps.map((status, index) => (
              <li key={status.code} aria-current={index === reached ? 'step' : undefined}>
                {index <= reached ? <strong>{status.value}</strong> : <span>{status.value}</span>}
                {index === 0 ? (
                  <>
                    {' '}
                    — <time dateTime={one.createdAt}>{formatDate(one.createdAt, locale)}</time>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
          {one.reason ? <p>{reasonText(one.reason, data.reasons)}</p> : null}
          {one.status === 'REFUSED' && one.refusal ? <p data-return-refusal>{t('return.refusedBecause')} {one.refusal}</p> : null}
        </div>
        {one.status === 'LABEL_SENT' && (one.instructions || one.label) ? (
          <div className="account-card">
            <h3>{t('return.howToSend')}</h3>
            {one.instructions ? <p className="account-pre">{one.instructions}</p> : null}
            {one.label ? (
              <p>
                <a className="account-link" href={one.label} download>
                  {t('return.downloadLabel')}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="account-card">
          <h3>{t('return.items')}</h3>
          <ul>
            {one.products.map((line) => (
              <li key={line.idOrderLine}>
                {orderLine(line.idOrderLine)?.name ?? line.idOrderLine} × {line.quantity}
              </li>
            ))}
          </ul>
        </div>
        <Terms t={t} data={data} />
      </div>
    </>
  );
}
