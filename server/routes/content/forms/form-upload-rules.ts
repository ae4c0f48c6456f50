import type { FormDefinition } from '../../../../schemas/site/forms.schema.ts';
import type { FileRule } from '../../../http/multipart.ts';

/** Most files a `multiple` file field takes (the form sets no count of its own). */
export const MAX_FILES_PER_FIELD = 10;

/** The upload limits of a form's file fields: its own `maxSize`, one file or MAX_FILES_PER_FIELD. */
export function formUploadRules(form: FormDefinition): { fileRule(field: string): FileRule | null; maxFiles: number } {
  const rules = new Map<string, FileRule>();
  for (const field of form.fields) {
    if (field.type !== 'file' || field.maxSize === undefined) continue;
    rules.set(field.name, { maxBytes: field.maxSize, maxCount: field.multiple ? MAX_FILES_PER_FIELD : 1 });
  }
  const maxFiles = [...rules.values()].reduce((sum, rule) => sum + rule.maxCount, 0);
  return { fileRule: (field) => rules.get(field) ?? null, maxFiles };
}
