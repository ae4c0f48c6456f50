import { useIntl } from '../../runtime/index.ts';
import { errorText } from './error-text.ts';
import type { FieldErrors, ServedForm } from '../../runtime/index.ts';

export interface FormErrorSummaryProps {
  form: ServedForm;
  errors: FieldErrors;
  /** The id of a field's control (radios: their first button). */
  controlId: (name: string) => string;
}

/**
 * The errors of a refused form above its button, in field order, each a link to its field
 * ("Adresse e-mail : adresse e-mail invalide"), so a keyboard or screen-reader user reaches them.
 */
export function FormErrorSummary({ form, errors, controlId }: FormErrorSummaryProps) {
  const intl = useIntl();
  const fields = form.fields.filter((field) => errors[field.name] !== undefined);
  if (fields.length === 0) return null;
  return (
    <div className="block-form__summary">
      <p>{intl.formatMessage({ id: 'form.invalid' }, { count: fields.length })}</p>
      <ul>
        {fields.map((field) => (
          <li key={field.name}>
            <a href={`#${controlId(field.name)}`}>
              {intl.formatMessage({ id: 'form.summaryItem' }, { label: field.label, error: errorText(intl, errors[field.name]!) })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
