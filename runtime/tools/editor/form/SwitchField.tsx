import type { FieldProps } from './field-props.ts';
import { fieldId } from './field-id.ts';
import { useForm } from './form-context.ts';
import { FieldErrors, inputProps } from './FieldFrame.tsx';

/** A yes/no prop: a checkbox with the role switch; unset, it shows the schema's default. */
export function SwitchField({ field, pointer, value, onChange }: FieldProps) {
  const { uiLang, idPrefix, errors } = useForm();
  const messages = (errors.get(pointer) ?? []).map((e) => e.message);
  const input = inputProps(idPrefix, pointer, false, messages.length > 0);
  const checked = typeof value === 'boolean' ? value : field.default === true;
  return (
    <div className="bf-field bf-switch" data-widget="switch">
      <div className="bf-switch-row">
        <input type="checkbox" role="switch" {...input} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
        <label className="bf-label" htmlFor={input.id}>
          {field.label[uiLang]}
        </label>
      </div>
      <p className="bf-help" id={input['aria-describedby']}>
        {field.help[uiLang]}
      </p>
      <FieldErrors id={fieldId(idPrefix, pointer, 'input-error')} messages={messages} />
    </div>
  );
}
