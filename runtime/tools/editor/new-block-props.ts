import type { BlockField } from '../../../schemas/blocks/block-fields.ts';

const LOCALIZED = new Set(['localized-text', 'localized-html']);

/**
 * The props a new block starts with, in the configuration's shape: the block's example props of
 * each language merged, a text of both languages (`localized-text`, `localized-html`, by the
 * field tree) or a value the two examples differ in (a link) becoming `{ fr, en }` (the
 * configuration's Localized), anything else taken from the French example. Without
 * examples, the fields' defaults.
 */
export function newBlockProps(fields: readonly BlockField[], examples: { fr: unknown; en: unknown } | null): Record<string, unknown> {
  const merge = (list: readonly BlockField[] | undefined, fr: unknown, en: unknown): unknown => {
    if (Array.isArray(fr)) {
      const item = list?.find((field) => field.name === '*');
      return fr.map((value, index) => mergeField(item, value, Array.isArray(en) ? en[index] : undefined));
    }
    if (typeof fr === 'object' && fr !== null) {
      const out: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(fr)) {
        out[name] = mergeField(list?.find((field) => field.name === name), value, (en as Record<string, unknown> | undefined)?.[name]);
      }
      return out;
    }
    return fr;
  };
  const mergeField = (field: BlockField | undefined, fr: unknown, en: unknown): unknown => {
    if (typeof fr === 'string' && ((field && LOCALIZED.has(field.widget)) || (typeof en === 'string' && en !== fr))) return { fr, en: typeof en === 'string' ? en : fr };
    return merge(field?.children, fr, en);
  };
  if (examples) return merge(fields, examples.fr, examples.en) as Record<string, unknown>;
  const props: Record<string, unknown> = {};
  for (const field of fields) if (field.default !== undefined) props[field.name] = field.default;
  return props;
}
