import { useEffect, useId, useMemo, useRef } from 'react';
import { BlockImage, SiteLink, useCart, useIntl, useSiteData } from '../../runtime/index.ts';
import type { BlockProps, CustomizationInput } from '../../runtime/index.ts';
import { addQuantityStep, formatCents } from '../../rules/index.ts';
import { isParameterOn } from '../newsletter/is-parameter-on.ts';
import { CustomizeStep } from './CustomizeStep.tsx';
import { CustomizeSummary } from './CustomizeSummary.tsx';
import { NoScriptCustomize } from './NoScriptCustomize.tsx';
import { problemText, translator } from './customize-text.ts';
import type { ProductCustomizeData } from './product-customize-data.ts';
import type { ProductCustomizeProps } from './product-customize.block.ts';
import { StepList } from './StepList.tsx';
import { useCustomization } from './use-customization.ts';
import '../../runtime/ui/block.css';
import '../../runtime/ui/visually-hidden.css';
import '../form/form.css';
import './product-customize.css';

/**
 * The customization page of a declination: the steps one by one (a text with its character count
 * and tier price, a choice, a box to tick, a file checked by the server), a list of the steps to go
 * back to any earlier one, the live price, the summary and the add to the cart. The machine's code
 * loads when the visitor first comes to the block; async outcomes are read out by a live region.
 */
export function ProductCustomize({ props, data }: BlockProps<ProductCustomizeProps, ProductCustomizeData>) {
  const intl = useIntl();
  const t = translator(intl);
  const { locale, parameters, contactPath } = useSiteData();
  const cart = useCart();
  const hidePrices = isParameterOn(parameters, 'HIDE_PRODUCT_PRICES');
  const titleId = useId();
  const input = useMemo<CustomizationInput>(
    () => ({
      idProduct: data.product.id,
      idDeclination: data.declination.id,
      productType: data.product.productType,
      customizations: data.customizations,
      price: data.price,
      quantity: addQuantityStep(data.product.productType, data.declination),
    }),
    [data],
  );
  const view = useCustomization(input);
  const { context, flow, send } = view;
  const count = context.customizations.length;
  const step = context.customizations[context.index];
  const onSummary = flow === 'summary' || flow === 'failed' || flow === 'adding';
  const busy = flow === 'checkingFile' || flow === 'adding';

  // Each step change moves the focus to the step's heading, so a keyboard or screen reader user follows.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = `${flow === 'added' ? 'added' : context.index}`;
  const firstShown = useRef(shown);
  useEffect(() => {
    if (shown === firstShown.current) return;
    firstShown.current = '';
    headingRef.current?.focus();
  }, [shown]);

  const pricing = view.price === 'stale' || view.price === 'fetching';
  const totalText = t('total', { price: formatCents(context.price.price, locale) });
  const status = statusText();
  function statusText(): string {
    if (flow === 'checkingFile') return t('checkingFile');
    if (flow === 'adding') return t('adding');
    if (flow === 'added') return t('added', { name: data.product.name });
    if (view.price === 'failed') return t('priceFailed');
    if (pricing) return t('pricing');
    return hidePrices ? '' : totalText;
  }

  return (
    <section className="block block-product-customize" aria-labelledby={titleId} onFocusCapture={view.preload} onPointerEnter={view.preload}>
      {/* A step towards the cart that repeats the product page: followed, not indexed (React puts it in the head). */}
      <meta name="robots" content="noindex, follow" />
      <header className="product-customize__header">
        <p className="product-customize__eyebrow">{t('eyebrow')}</p>
        <h1 id={titleId} className="product-customize__title">
          {data.product.name}
        </h1>
        {data.declination.label ? <p className="product-customize__declination">{data.declination.label}</p> : null}
        {props.intro ? <p className="product-customize__intro">{props.intro}</p> : null}
        <SiteLink className="product-customize__back" href={data.product.href}>
          {t('backToProduct')}
        </SiteLink>
      </header>

      <div className="product-customize__layout">
        <aside className="product-customize__aside">
          {data.product.image ? <BlockImage image={data.product.image} className="product-customize__image" priority /> : null}
          {hidePrices ? null : (
            <dl className="product-customize__price" aria-busy={pricing || undefined}>
              <div>
                <dt>{t('unitPrice')}</dt>
                <dd>{formatCents(context.price.unitPrice, locale)}</dd>
              </div>
              <div>
                <dt>{t('customizationPrice')}</dt>
                <dd>{formatCents(context.price.customizationPrice, locale)}</dd>
              </div>
              <div className="product-customize__price-total">
                <dt>{t('totalLabel')}</dt>
                <dd>{formatCents(context.price.price, locale)}</dd>
              </div>
            </dl>
          )}
          {/* At rest it reads out the new total, which the price list above already shows: hidden from sight then. */}
          <p className={`product-customize__status${status === totalText ? ' visually-hidden' : ''}`} role="status" aria-live="polite">
            {status}
          </p>
        </aside>

        <div className="product-customize__panel">
          <StepList context={context} busy={busy} t={t} send={send} />
          {flow === 'added' ? (
            <div className="product-customize__added">
              <h2 ref={headingRef} tabIndex={-1} className="product-customize__step-title">
                {t('addedTitle')}
              </h2>
              <p>{t('added', { name: data.product.name })}</p>
              <div className="product-customize__actions">
                <button type="button" className="button button--primary" onClick={() => void cart.send({ type: 'open' })}>
                  {t('seeCart')}
                </button>
                <button type="button" className="button button--secondary" onClick={() => send({ type: 'RESTART' })}>
                  {t('again')}
                </button>
              </div>
            </div>
          ) : (
            <form
              className="product-customize__form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (busy) return;
                send(onSummary ? { type: 'ADD' } : { type: 'NEXT' });
              }}
            >
              <h2 ref={headingRef} tabIndex={-1} className="product-customize__step-title">
                {onSummary ? t('summaryTitle', { number: count + 1 }) : t('stepTitle', { number: context.index + 1, count: count + 1 })}
              </h2>
              {onSummary ? (
                <>
                  <CustomizeSummary context={context} productType={data.product.productType} sellByMultipleOf={data.declination.sellByMultipleOf} hidePrices={hidePrices} locale={locale} t={t} send={send} />
                  {!hidePrices ? (
                    <p className="product-customize__summary-total">
                      {t('summaryTotal', { quantity: context.quantity, price: formatCents(context.price.price * context.quantity, locale) })}
                    </p>
                  ) : null}
                  <p className="product-customize__problem" role="alert">
                    {flow === 'failed' && context.problem ? problemText(context.problem, locale, t) : ''}
                  </p>
                </>
              ) : step ? (
                <CustomizeStep key={step.id} step={step} context={context} checking={flow === 'checkingFile'} hidePrices={hidePrices} locale={locale} t={t} send={send} />
              ) : null}
              <div className="product-customize__actions">
                {context.index > 0 ? (
                  <button type="button" className="button button--secondary" disabled={busy} onClick={() => send({ type: 'PREVIOUS' })}>
                    {t('previous')}
                  </button>
                ) : null}
                <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
                  {onSummary ? t(flow === 'adding' ? 'adding' : 'addToCart') : t(flow === 'checkingFile' ? 'checkingFile' : context.index === count - 1 ? 'toSummary' : 'next')}
                </button>
              </div>
            </form>
          )}
        </div>
        {/* Without JavaScript the steps cannot run: every question at once, as a form the page's action takes (the stepper is hidden by CSS). */}
        <noscript>
          <div className="product-customize__panel product-customize__panel--no-script">
            <NoScriptCustomize data={data} hidePrices={hidePrices} locale={locale} contactPath={contactPath ?? (locale === 'en' ? '/en' : '/')} t={t} />
          </div>
        </noscript>
      </div>
    </section>
  );
}
