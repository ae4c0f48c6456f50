import type { CustomizationContext, CustomizationEvent } from '../../runtime/index.ts';
import { isAnswered } from '../../runtime/index.ts';
import type { Translate } from './customize-text.ts';

export interface StepListProps {
  context: CustomizationContext;
  /** The machine is busy (checking a file, adding): no step change. */
  busy: boolean;
  t: Translate;
  send: (event: CustomizationEvent) => void;
}

/** The steps and the summary, in order: earlier ones are buttons back to them, the current one is marked. */
export function StepList({ context, busy, t, send }: StepListProps) {
  const names = [...context.customizations.map((step) => step.customization.label), t('summary')];
  return (
    <nav className="product-customize__steps" aria-label={t('steps')}>
      <ol>
        {names.map((name, index) => {
          const current = index === context.index;
          const step = context.customizations[index];
          const done = step !== undefined && index < context.furthest && isAnswered(step, context.answers, context.files);
          const label = (
            <>
              <span className="product-customize__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="product-customize__step-name">{name}</span>
              {done ? <span className="visually-hidden"> {t('answered')}</span> : null}
            </>
          );
          return (
            <li key={name + index} className={`product-customize__step-item${current ? ' is-current' : ''}${done ? ' is-done' : ''}`}>
              {index < context.index ? (
                <button type="button" disabled={busy} onClick={() => send({ type: 'GO_TO', index })}>
                  {label}
                </button>
              ) : (
                <span aria-current={current ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
