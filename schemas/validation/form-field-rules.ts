import type { ValidationError } from '../errors/format-errors.ts';
import type { FormsDocument } from '../site/forms.schema.ts';

/**
 * The rules between the fields of a form that its schema cannot say: `notBefore` names another
 * date field of the same form; `min`/`max` belong to number fields and come in order; `minDate`
 * belongs to a date field.
 */
export function checkFormFieldRules(document: FormsDocument): ValidationError[] {
  const errors: ValidationError[] = [];
  document.forms.forEach((form, formIndex) => {
    const dates = form.fields.filter((field) => field.type === 'date').map((field) => field.name);
    form.fields.forEach((field, fieldIndex) => {
      const at = `/forms/${formIndex}/fields/${fieldIndex}`;
      const fail = (key: string, message: string) => errors.push({ pointer: `${at}/${key}`, message });
      if (field.notBefore !== undefined) {
        if (field.type !== 'date') fail('notBefore', `"notBefore" applies to date fields only (this field is "${field.type}")`);
        else if (field.notBefore === field.name || !dates.includes(field.notBefore)) {
          fail('notBefore', `"${field.notBefore}" is not another date field of the form "${form.id}" (date fields: ${dates.filter((name) => name !== field.name).join(', ') || 'none'})`);
        }
      }
      if (field.minDate !== undefined && field.type !== 'date') fail('minDate', `"minDate" applies to date fields only (this field is "${field.type}")`);
      for (const key of ['min', 'max'] as const) {
        if (field[key] !== undefined && field.type !== 'number') fail(key, `"${key}" applies to number fields only (this field is "${field.type}")`);
      }
      if (field.min !== undefined && field.max !== undefined && field.min > field.max) fail('max', `"max" (${field.max}) is below "min" (${field.min})`);
    });
  });
  return errors;
}
