import type { FieldProps } from './field-props.ts';
import { childPointer, prunedGroup, withProp, type Props } from './field-value.ts';
import { useForm } from './form-context.ts';
import { Field } from './Field.tsx';
import { FieldSet } from './FieldFrame.tsx';

/** An object prop: a fieldset whose legend is its label, its props inside; emptied, an optional one is removed. */
export function GroupField({ field, pointer, value, onChange, index }: FieldProps) {
  const { errors } = useForm();
  const object: Props = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Props) : {};
  return (
    <FieldSet field={field} pointer={pointer} className="bf-group" index={index} messages={(errors.get(pointer) ?? []).map((e) => e.message)}>
      {(field.children ?? []).map((child) => (
        <Field
          key={child.name}
          field={child}
          pointer={childPointer(pointer, child.name)}
          value={object[child.name]}
          onChange={(next) => onChange(prunedGroup(withProp(object, child.name, next), field.required))}
        />
      ))}
    </FieldSet>
  );
}
