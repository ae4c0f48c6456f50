import { useId } from 'react';
import { stepCost } from '../../runtime/index.ts';
import type { CustomizationContext, CustomizationEvent, ServedCustomization } from '../../runtime/index.ts';
import type { Locale } from '../../rules/index.ts';
import { choiceCostLabel, costLabel, fileHint, problemText } from './customize-text.ts';
import type { Translate } from './customize-text.ts';

export interface CustomizeStepProps {
  step: ServedCustomization;
  context: CustomizationContext;
  /** The machine is checking this step's file with the server. */
  checking: boolean;
  hidePrices: boolean;
  locale: Locale;
  t: Translate;
  send: (event: CustomizationEvent) => void;
}

/** The input of one step (TEXT, SELECT, CHECKBOX or FILE), its help, its cost and its problem. */
export function CustomizeStep({ step, context, checking, hidePrices, locale, t, send }: CustomizeStepProps) {
  const id = useId();
  const { customization } = step;
  const problem = context.problem ? problemText(context.problem, locale, t) : '';
  const problemId = `${id}-problem`;
  const helpId = `${id}-help`;
  const costId = `${id}-cost`;
  const describedBy = [customization.help ? helpId : '', hidePrices ? '' : costId, problem ? problemId : ''].filter(Boolean).join(' ') || undefined;
  const cost = costLabel(stepCost(step, context.answers, context.files), locale, t);
  const required = customization.required === true;
  const label = (
    <>
      {customization.label}
      {required ? <span className="product-customize__required"> {t('requiredMark')}</span> : null}
    </>
  );
  const answer = context.answers[step.id];
  const invalid = problem ? true : undefined;

  let input;
  switch (customization.inputType) {
    case 'TEXT': {
      const text = typeof answer === 'string' ? answer : '';
      input = (
        <div className="product-customize__field block-form__field">
          <label htmlFor={`${id}-input`} className="product-customize__label">
            {label}
          </label>
          <textarea
            id={`${id}-input`}
            rows={2}
            maxLength={2000}
            value={text}
            aria-required={required || undefined}
            aria-invalid={invalid}
            aria-describedby={[describedBy, `${id}-count`].filter(Boolean).join(' ')}
            onChange={(event) => send({ type: 'ANSWER', idCustomization: step.id, answer: event.target.value })}
          />
          <p id={`${id}-count`} className="product-customize__count">
            {t('characters', { count: [...text.trim()].length })}
          </p>
        </div>
      );
      break;
    }
    case 'SELECT':
      input = (
        <fieldset className="product-customize__field product-customize__choices" aria-describedby={describedBy} aria-invalid={invalid}>
          <legend className="product-customize__label">{label}</legend>
          {customization.customizationValues.map((value) => {
            const key = value.selectKey ?? '';
            const extra = choiceCostLabel(value, locale, t);
            return (
              <label key={key} className="product-customize__choice">
                <input
                  type="radio"
                  name={`${id}-choice`}
                  value={key}
                  checked={answer === key}
                  onChange={() => send({ type: 'ANSWER', idCustomization: step.id, answer: key })}
                />
                <span>{value.label ?? key}</span>
                {hidePrices ? null : <span className="product-customize__extra">{extra}</span>}
              </label>
            );
          })}
        </fieldset>
      );
      break;
    case 'CHECKBOX':
      input = (
        <div className="product-customize__field">
          <label className="product-customize__choice product-customize__choice--single">
            <input
              type="checkbox"
              checked={answer === true}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => send({ type: 'ANSWER', idCustomization: step.id, answer: event.target.checked })}
            />
            <span className="product-customize__label">{label}</span>
          </label>
        </div>
      );
      break;
    case 'FILE': {
      const file = context.files[step.id];
      const accepted = file !== undefined && context.checkedFiles[step.id] === file;
      input = (
        <div className="product-customize__field block-form__field">
          <label htmlFor={`${id}-input`} className="product-customize__label">
            {label}
          </label>
          <p id={`${id}-types`} className="product-customize__hint">
            {fileHint(customization.accept ?? [], customization.maxSize, locale, t)}
          </p>
          <input
            id={`${id}-input`}
            type="file"
            accept={(customization.accept ?? []).join(',')}
            aria-invalid={invalid}
            aria-describedby={[describedBy, `${id}-types`, `${id}-file`].filter(Boolean).join(' ')}
            disabled={checking}
            onChange={(event) => send({ type: 'CHOOSE_FILE', idCustomization: step.id, file: event.target.files?.[0] ?? null })}
          />
          <p id={`${id}-file`} className="product-customize__file">
            {file ? (
              <>
                <span>{t(accepted ? 'fileAccepted' : 'fileChosen', { name: file.name })}</span>{' '}
                <button type="button" className="product-customize__link" disabled={checking} onClick={() => send({ type: 'CHOOSE_FILE', idCustomization: step.id, file: null })}>
                  {t('removeFile')}
                </button>
              </>
            ) : (
              t('noFile')
            )}
          </p>
        </div>
      );
      break;
    }
  }

  return (
    <div className="product-customize__step">
      {input}
      {customization.help ? (
        <p id={helpId} className="product-customize__help">
          {customization.help}
        </p>
      ) : null}
      {hidePrices ? null : (
        <p id={costId} className="product-customize__cost">
          {t('stepCost', { cost })}
        </p>
      )}
      <p id={problemId} className="product-customize__problem" role="alert">
        {problem}
      </p>
    </div>
  );
}
