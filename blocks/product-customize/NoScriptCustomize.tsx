import { BLOCK_FIELD, usePagePost } from '../../runtime/index.ts';
import type { ServedCustomization } from '../../runtime/index.ts';
import type { Locale } from '../../rules/index.ts';
import { choiceCostLabel, fileHint } from './customize-text.ts';
import type { Translate } from './customize-text.ts';
import { answerField, customizeEchoOf } from './no-script-answer.ts';
import type { ProductCustomizeData } from './product-customize-data.ts';

export interface NoScriptCustomizeProps {
  data: ProductCustomizeData;
  hidePrices: boolean;
  locale: Locale;
  contactPath: string;
  t: Translate;
}

/** One step as a plain form field: a text, a choice (radio buttons), a box to tick, a file. */
function Field({ step, typed, hidePrices, locale, t }: { step: ServedCustomization; typed: string | undefined; hidePrices: boolean; locale: Locale; t: Translate }) {
  const { customization } = step;
  const name = answerField(step.id);
  const id = `no-script-${name}`;
  const required = customization.required === true;
  const label = (
    <>
      {customization.label}
      {required ? <span className="product-customize__required"> {t('requiredMark')}</span> : null}
    </>
  );
  const help = customization.help ? <p className="product-customize__help">{customization.help}</p> : null;
  switch (customization.inputType) {
    case 'TEXT':
      return (
        <div className="product-customize__field block-form__field">
          <label htmlFor={id} className="product-customize__label">
            {label}
          </label>
          <textarea id={id} name={name} rows={2} maxLength={2000} required={required} defaultValue={typed ?? ''} />
          {help}
        </div>
      );
    case 'SELECT':
      return (
        <fieldset className="product-customize__field product-customize__choices">
          <legend className="product-customize__label">{label}</legend>
          {customization.customizationValues.map((value) => {
            const key = value.selectKey ?? '';
            const extra = choiceCostLabel(value, locale, t);
            return (
              <label key={key} className="product-customize__choice">
                <input type="radio" name={name} value={key} required={required} defaultChecked={typed === key} />
                <span>{value.label ?? key}</span>
                {hidePrices ? null : <span className="product-customize__extra">{extra}</span>}
              </label>
            );
          })}
          {help}
        </fieldset>
      );
    case 'CHECKBOX':
      return (
        <div className="product-customize__field">
          <label className="product-customize__choice product-customize__choice--single">
            <input type="checkbox" name={name} value="true" defaultChecked={typed === 'true'} />
            <span className="product-customize__label">{label}</span>
          </label>
          {help}
        </div>
      );
    case 'FILE':
      return (
        <div className="product-customize__field block-form__field">
          <label htmlFor={id} className="product-customize__label">
            {label}
          </label>
          <p className="product-customize__hint">{fileHint(customization.accept ?? [], customization.maxSize, locale, t)}</p>
          <input id={id} name={name} type="file" accept={(customization.accept ?? []).join(',')} required={required} />
          {help}
        </div>
      );
  }
}

/**
 * The customization without JavaScript (rendered inside <noscript>): every step at once as a
 * plain form posted to the page, whose action adds the personalised item to the cart and goes
 * to the cart page, or answers with the server's message and what was typed.
 */
export function NoScriptCustomize({ data, hidePrices, locale, contactPath, t }: NoScriptCustomizeProps) {
  const post = usePagePost();
  const echo = customizeEchoOf(post.answer);
  return (
    <form className="product-customize__no-script-form" method="post" action={post.action} encType="multipart/form-data">
      <input type="hidden" name={BLOCK_FIELD} value="product-customize" />
      <input type="hidden" name="idProduct" value={data.product.id} />
      <input type="hidden" name="idDeclination" value={data.declination.id} />
      <p className="product-customize__no-script">
        {t('noScript')}{' '}
        <a className="product-customize__no-script-link" href={contactPath}>
          {t('noScriptContact')}
        </a>
      </p>
      {echo ? (
        <p className="product-customize__problem" role="alert">
          {echo.message || t('failed')}
        </p>
      ) : null}
      {data.customizations.map((step) => (
        <Field key={step.id} step={step} typed={echo?.answers[answerField(step.id)]} hidePrices={hidePrices} locale={locale} t={t} />
      ))}
      <div className="product-customize__actions">
        <button type="submit" className="button button--primary">
          {t('addToCart')}
        </button>
      </div>
    </form>
  );
}
