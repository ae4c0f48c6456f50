import { useId } from 'react';
import { stepCost } from '../../runtime/index.ts';
import type { CustomizationContext, CustomizationEvent, ServedCustomization } from '../../runtime/index.ts';
import { quantityChoices } from '../../rules/index.ts';
import type { Locale, ProductType } from '../../rules/index.ts';
import { costLabel } from './customize-text.ts';
import type { Translate } from './customize-text.ts';

export interface CustomizeSummaryProps {
  context: CustomizationContext;
  productType: ProductType;
  sellByMultipleOf: number;
  hidePrices: boolean;
  locale: Locale;
  t: Translate;
  send: (event: CustomizationEvent) => void;
}

function answerText(step: ServedCustomization, context: CustomizationContext, t: Translate): string {
  const { inputType, customizationValues } = step.customization;
  const answer = context.answers[step.id];
  if (inputType === 'FILE') return context.files[step.id]?.name ?? t('none');
  if (inputType === 'CHECKBOX') return t(answer === true ? 'yes' : 'no');
  if (inputType === 'SELECT') return customizationValues.find((one) => one.selectKey === answer)?.label ?? (typeof answer === 'string' && answer ? answer : t('none'));
  return typeof answer === 'string' && answer.trim() ? answer.trim() : t('none');
}

/** Every answer with its cost and a way back to its step, then the quantity. */
export function CustomizeSummary({ context, productType, sellByMultipleOf, hidePrices, locale, t, send }: CustomizeSummaryProps) {
  const id = useId();
  return (
    <div className="product-customize__summary">
      <dl className="product-customize__answers">
        {context.customizations.map((step, index) => (
          <div key={step.id} className="product-customize__answer">
            <dt>{step.customization.label}</dt>
            <dd>
              <span className="product-customize__answer-text">{answerText(step, context, t)}</span>
              {hidePrices ? null : <span className="product-customize__extra">{costLabel(stepCost(step, context.answers, context.files), locale, t)}</span>}
              <button
                type="button"
                className="product-customize__link"
                aria-label={t('editStep', { label: step.customization.label })}
                onClick={() => send({ type: 'GO_TO', index })}
              >
                {t('edit')}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <div className="product-customize__quantity block-form__field">
        <label htmlFor={`${id}-quantity`} className="product-customize__label">
          {t('quantity')}
        </label>
        <select id={`${id}-quantity`} value={context.quantity} onChange={(event) => send({ type: 'SET_QUANTITY', quantity: Number(event.target.value) })}>
          {quantityChoices(productType, { sellByMultipleOf }, context.quantity).map((quantity) => (
            <option key={quantity} value={quantity}>
              {quantity}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
