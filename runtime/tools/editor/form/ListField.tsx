import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { FieldProps } from './field-props.ts';
import { fieldId } from './field-id.ts';
import { childPointer, newValueOf, withItem, withItemMoved, withoutItem } from './field-value.ts';
import { useForm } from './form-context.ts';
import { Field } from './Field.tsx';
import { FieldSet } from './FieldFrame.tsx';
import { keysFor, keysMoved } from './list-keys.ts';

/**
 * A list prop: its items, each a sub-form, added, removed and reordered with buttons or Alt+↑/↓
 * (focus follows the moved item). A new item starts with its defaults and takes the focus.
 */
export function ListField({ field, pointer, value, onChange }: FieldProps) {
  const { uiLang, idPrefix, errors, t } = useForm();
  const list = Array.isArray(value) ? (value as unknown[]) : [];
  const item = field.children?.[0];
  const keys = useRef<string[]>([]);
  keys.current = keysFor(keys.current, list.length);
  const listRef = useRef<HTMLOListElement>(null);
  const focusItem = useRef<number | null>(null);
  const { maxItems } = field.constraints;
  const full = maxItems !== undefined && list.length >= maxItems;

  useEffect(() => {
    const at = focusItem.current;
    if (at === null) return;
    focusItem.current = null;
    const entry = listRef.current?.children[at];
    const target = entry?.querySelector<HTMLElement>('.bf-item-body input, .bf-item-body textarea, .bf-item-body select, .bf-item-body [contenteditable="true"]');
    target?.focus();
  });

  if (!item) return null;
  const emit = (next: unknown[]) => onChange(next.length === 0 && !field.required ? undefined : next);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length) return;
    keys.current = keysMoved(keys.current, from, to);
    emit(withItemMoved(list, from, to));
  };
  const remove = (at: number) => {
    keys.current = keys.current.filter((_, index) => index !== at);
    emit(withoutItem(list, at));
  };
  const onKeyDown = (at: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation();
    move(at, event.key === 'ArrowUp' ? at - 1 : at + 1);
  };
  const itemLabel = item.label[uiLang];
  return (
    <FieldSet field={field} pointer={pointer} className="bf-list" messages={(errors.get(pointer) ?? []).map((e) => e.message)}>
      <p className="bf-help" id={fieldId(idPrefix, pointer, 'reorder')}>
        {list.length === 0 ? t('empty') : t('reorderHelp')}
      </p>
      <ol className="bf-items" ref={listRef}>
        {list.map((entry, at) => {
          const itemPointer = childPointer(pointer, at);
          const name = `${itemLabel} ${at + 1}`;
          return (
            <li className="bf-item" key={keys.current[at]} onKeyDown={onKeyDown(at)}>
              <div className="bf-item-tools">
                <button type="button" aria-label={`${t('moveUp')} : ${name}`} disabled={at === 0} onClick={() => move(at, at - 1)}>
                  ↑
                </button>
                <button type="button" aria-label={`${t('moveDown')} : ${name}`} disabled={at === list.length - 1} onClick={() => move(at, at + 1)}>
                  ↓
                </button>
                <button type="button" className="bf-remove" aria-label={`${t('remove')} : ${name}`} onClick={() => remove(at)}>
                  {t('remove')}
                </button>
              </div>
              <div className="bf-item-body">
                <Field field={item} pointer={itemPointer} value={entry} index={at} onChange={(next) => emit(withItem(list, at, next))} />
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="bf-add"
        data-pointer={pointer}
        aria-describedby={fieldId(idPrefix, pointer, 'help')}
        disabled={full}
        onClick={() => {
          focusItem.current = list.length;
          emit([...list, newValueOf(item)]);
        }}
      >
        + {t('add')} : {itemLabel}
      </button>
    </FieldSet>
  );
}
