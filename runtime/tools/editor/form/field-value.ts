import { produce } from 'immer';
import type { BlockField } from '../../../../schemas/blocks/block-fields.ts';
import type { Lang } from '../../../../rules/locale.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';

/** A block's props, or an object prop of a block. */
export type Props = Record<string, unknown>;

const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer of a child: an object's prop by name, a list's item by index. */
export function childPointer(parent: string, segment: string | number): string {
  return `${parent}/${typeof segment === 'number' ? segment : escapeSegment(segment)}`;
}

/** The segments of a JSON pointer, unescaped (`/a~1b/0` → ['a/b', '0']). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The pointer one level up (`/cards/0/title` → `/cards/0`; a top-level prop → ''). */
export function parentPointer(pointer: string): string {
  const at = pointer.lastIndexOf('/');
  return at <= 0 ? '' : pointer.slice(0, at);
}

const isObject = (value: unknown): value is Props => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The French and English of a translatable value: `{ fr, en }`, a plain string for both, or empty. */
export function localizedParts(value: unknown): TextPair {
  if (typeof value === 'string') return { fr: value, en: value };
  if (isObject(value)) {
    return { fr: typeof value.fr === 'string' ? value.fr : '', en: typeof value.en === 'string' ? value.en : '' };
  }
  return { fr: '', en: '' };
}

/**
 * The value a translatable field holds once one language is typed: `{ fr, en }`; emptied in both
 * languages, an optional prop is removed (undefined) and a required one keeps `{ fr: '', en: '' }`
 * for the validator to name each language.
 */
export function localizedValue(current: unknown, lang: Lang, text: string, required: boolean): TextPair | undefined {
  const next = { ...localizedParts(current), [lang]: text };
  if (next.fr === '' && next.en === '' && !required) return undefined;
  return next;
}

/** A plain value emptied by the owner: removed when optional, '' when required. */
export function textValue(text: string, required: boolean): string | undefined {
  return text === '' && !required ? undefined : text;
}

/** An object prop with one of its props set; undefined removes it (the prop is optional). */
export function withProp(object: unknown, name: string, next: unknown): Props {
  const base: Props = isObject(object) ? object : {};
  return produce(base, (draft) => {
    if (next === undefined) delete draft[name];
    else draft[name] = next as never;
  });
}

/** A list with the item at `index` replaced. */
export function withItem(list: readonly unknown[], index: number, next: unknown): unknown[] {
  return produce(list as unknown[], (draft) => {
    draft[index] = next as never;
  });
}

/** A list without its item at `index`. */
export function withoutItem(list: readonly unknown[], index: number): unknown[] {
  return produce(list as unknown[], (draft) => {
    draft.splice(index, 1);
  });
}

/** A list with its item at `from` moved to `to` (both within the list; otherwise the same list). */
export function withItemMoved(list: readonly unknown[], from: number, to: number): unknown[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list as unknown[];
  return produce(list as unknown[], (draft) => {
    const [item] = draft.splice(from, 1);
    draft.splice(to, 0, item as never);
  });
}

/**
 * The value a new list item starts with: its default, else an object with its required props'
 * defaults (a choice's first value, a switch off), else nothing typed yet.
 */
export function newValueOf(field: BlockField): unknown {
  if (field.default !== undefined) return structuredClone(field.default);
  switch (field.widget) {
    case 'group':
    case 'image': {
      const out: Props = {};
      for (const child of field.children ?? []) {
        if (!child.required) continue;
        const value = newValueOf(child);
        if (value !== undefined) out[child.name] = value;
      }
      return out;
    }
    case 'list':
      return [];
    case 'localized-text':
    case 'localized-html':
      return { fr: '', en: '' };
    case 'text':
    case 'link':
    case 'page':
    case 'media':
    case 'color':
    case 'date':
      return '';
    case 'choice':
      return field.choices?.[0]?.value;
    case 'switch':
      return false;
    default:
      return undefined;
  }
}

/** An object prop emptied of every prop: removed when optional. */
export function prunedGroup(next: Props, required: boolean): Props | undefined {
  return !required && Object.keys(next).length === 0 ? undefined : next;
}
