import type { BlockField } from '../../../../schemas/blocks/block-fields.ts';
import { childPointer } from './field-value.ts';
import type { Lang } from '../../../../rules/locale.ts';

/** An error of the draft, at the JSON pointer of a prop and, for a translated text, its language. */
export interface FieldError {
  pointer: string;
  lang?: Lang;
  message: string;
}

/** The concrete pointers of every field the form shows for these props (list items by index). */
export function shownPointers(fields: readonly BlockField[], value: unknown, base = ''): Set<string> {
  const out = new Set<string>();
  const visit = (field: BlockField, pointer: string, current: unknown) => {
    out.add(pointer);
    if (!field.children) return;
    if (field.widget === 'list') {
      const item = field.children[0];
      if (item && Array.isArray(current)) current.forEach((entry, index) => visit(item, childPointer(pointer, index), entry));
      return;
    }
    const object = typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : {};
    for (const child of field.children) visit(child, childPointer(pointer, child.name), object[child.name]);
  };
  const props = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  for (const field of fields) visit(field, childPointer(base, field.name), props[field.name]);
  return out;
}

/**
 * Each error at the field that shows it: `/title/fr` is the French of `/title`; an error at a
 * pointer no field shows (a prop of an item the form does not render, a whole missing object)
 * goes to its nearest shown ancestor, else to the form itself (key ''). Nothing is dropped.
 */
export function placeErrors(fields: readonly BlockField[], value: unknown, errors: readonly FieldError[]): Map<string, FieldError[]> {
  const shown = shownPointers(fields, value);
  const placed = new Map<string, FieldError[]>();
  for (const error of errors) {
    let pointer = error.pointer === '/' ? '' : error.pointer;
    let lang = error.lang;
    const tail = /\/(fr|en)$/.exec(pointer);
    if (tail && !shown.has(pointer) && shown.has(pointer.slice(0, -3))) {
      pointer = pointer.slice(0, -3);
      lang ??= tail[1] as Lang;
    }
    while (pointer !== '' && !shown.has(pointer)) pointer = pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
    const at = placed.get(pointer) ?? [];
    at.push(lang ? { ...error, pointer, lang } : { ...error, pointer });
    placed.set(pointer, at);
  }
  return placed;
}

/**
 * The field and language that `focusPointer` names: `/title/fr` is the French input of `/title`; a
 * bilingual field named whole takes the language of its first error, else the admin's; a pointer
 * no field shows names its nearest shown ancestor.
 */
export function focusTarget(
  focusPointer: string,
  shown: ReadonlySet<string>,
  placed: ReadonlyMap<string, FieldError[]>,
  uiLang: Lang,
): { pointer: string; lang: Lang } {
  let pointer = focusPointer === '/' ? '' : focusPointer;
  const tail = /\/(fr|en)$/.exec(pointer);
  if (tail && !shown.has(pointer) && shown.has(pointer.slice(0, -3))) return { pointer: pointer.slice(0, -3), lang: tail[1] as Lang };
  while (pointer !== '' && !shown.has(pointer)) pointer = pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
  const first = placed.get(pointer)?.find((error) => error.lang);
  return { pointer, lang: first?.lang ?? uiLang };
}
