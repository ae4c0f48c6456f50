import type { FieldProps } from './field-props.ts';
import { textValue } from './field-value.ts';
import { useForm } from './form-context.ts';
import { FieldFrame } from './FieldFrame.tsx';

/** A colour (#rrggbb): the system picker, and the code typed beside it. */
export function ColorField({ field, pointer, value, onChange, index }: FieldProps) {
  const { uiLang } = useForm();
  const text = typeof value === 'string' ? value : '';
  return (
    <FieldFrame field={field} pointer={pointer} index={index}>
      {(input) => (
        <div className="bf-color">
          <input type="color" {...input} value={/^#[0-9a-f]{6}$/i.test(text) ? text : '#000000'} onChange={(event) => onChange(event.currentTarget.value)} />
          <input
            type="text"
            aria-labelledby={`${input.id}-code`}
            aria-describedby={input['aria-describedby']}
            value={text}
            spellCheck={false}
            size={8}
            onChange={(event) => onChange(textValue(event.currentTarget.value, field.required))}
          />
          <span id={`${input.id}-code`} hidden>
            {field.label[uiLang]} (#rrggbb)
          </span>
        </div>
      )}
    </FieldFrame>
  );
}
