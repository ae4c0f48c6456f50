import type { FieldProps } from './field-props.ts';
import { LocalizedTextField } from './LocalizedTextField.tsx';

/** Rich text in French and English (first version: the HTML typed in a box of several lines). */
export function LocalizedHtmlField(props: FieldProps) {
  return <LocalizedTextField {...props} field={{ ...props.field, constraints: { ...props.field.constraints, maxLength: props.field.constraints.maxLength ?? 100_000 } }} />;
}
