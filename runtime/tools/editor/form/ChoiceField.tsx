import type { FieldProps } from './field-props.ts';
import { fieldId } from './field-id.ts';
import { useForm } from './form-context.ts';
import { FieldFrame, FieldSet, inputProps } from './FieldFrame.tsx';

/** Up to this many values, a choice is a group of radio buttons; more, a select. */
export const RADIO_UP_TO = 4;

/**
 * One of a few values, each shown by its label in the admin's language. An optional choice
 * without a default offers "Default", which removes the prop.
 */
export function ChoiceField({ field, pointer, value, onChange, index }: FieldProps) {
  const { uiLang, idPrefix, errors, t } = useForm();
  const choices = field.choices ?? [];
  const unset = !field.required && field.default === undefined;
  const current = value === undefined ? field.default : value;
  const selectedAt = choices.findIndex((choice) => choice.value === current);
  const pick = (at: number) => onChange(at < 0 ? undefined : choices[at]?.value);
  if (choices.length + (unset ? 1 : 0) > RADIO_UP_TO) {
    return (
      <FieldFrame field={field} pointer={pointer} index={index}>
        {(input) => (
          <select {...input} value={String(selectedAt)} onChange={(event) => pick(Number(event.currentTarget.value))}>
            {unset || selectedAt < 0 ? <option value="-1">{unset ? t('byDefault') : ''}</option> : null}
            {choices.map((choice, at) => (
              <option key={at} value={String(at)}>
                {choice.label[uiLang]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    );
  }
  const messages = (errors.get(pointer) ?? []).map((e) => e.message);
  const options = [...(unset ? [{ at: -1, label: t('byDefault') }] : []), ...choices.map((choice, at) => ({ at, label: choice.label[uiLang] }))];
  return (
    <FieldSet field={field} pointer={pointer} index={index} className="bf-choice" messages={messages}>
      <div className="bf-radios">
        {options.map(({ at, label }) => {
          const input = inputProps(idPrefix, pointer, false, messages.length > 0, `choice-${at + 1}`);
          const checked = at === selectedAt;
          const focusable = checked || (selectedAt < 0 && at === options[0]?.at);
          return (
            <label className="bf-radio" key={at} htmlFor={input.id}>
              <input
                type="radio"
                {...input}
                aria-errormessage={messages.length > 0 ? fieldId(idPrefix, pointer, 'error') : undefined}
                data-pointer={focusable ? pointer : undefined}
                name={fieldId(idPrefix, pointer, 'choice')}
                checked={checked}
                onChange={() => pick(at)}
              />
              <span>{label}</span>
            </label>
          );
        })}
      </div>
    </FieldSet>
  );
}
