import { useEffect, useId, useMemo, useRef } from 'react';
import type { BlockField } from '../../../../schemas/blocks/block-fields.ts';
import { Field } from './Field.tsx';
import { childPointer, withProp } from './field-value.ts';
import { FormContext, type FormSiteContext } from './form-context.ts';
import { M } from './form-messages.ts';
import { preloadRichText } from './lazy-rich-text.ts';
import { focusTarget, placeErrors, shownPointers, type FieldError } from './place-errors.ts';
import './block-form.css';
import type { Lang } from '../../../../rules/locale.ts';

export type { FieldError } from './place-errors.ts';

/** A block's form: the ordered field tree blockFields answers for its type. */
export type FieldTree = BlockField[];

export interface BlockFormProps {
  /** From blockFields / loadBlockFields (schemas/blocks/block-fields.ts). */
  fields: FieldTree;
  /** The block's props. */
  value: Record<string, unknown>;
  /** A new props object on every change (the one given is never changed). */
  onChange(next: Record<string, unknown>): void;
  /** Shown at their field and language; one no field shows goes to its nearest shown parent, else above the form. */
  errors: FieldError[];
  /** The admin's language for labels and help. */
  uiLang: Lang;
  /** The site's pages (link pickers) and pictures (image pickers). */
  context: FormSiteContext;
  /** When set, focuses that field (the language of `/x/fr`, or of its first error) and scrolls it into view. */
  focusPointer?: string;
  /** A new value focuses `focusPointer` again (the same error activated twice), e.g. the time of the click. */
  focusRequest?: number;
}

/** Whether a field of the tree, at any depth, uses this widget. */
function hasWidget(fields: readonly BlockField[], widget: BlockField['widget']): boolean {
  return fields.some((field) => field.widget === widget || hasWidget(field.children ?? [], widget));
}

/** The input that shows `pointer` (for a bilingual field, in `lang`), inside the form's element. */
function inputAt(root: HTMLElement, pointer: string, lang: Lang): HTMLElement | undefined {
  const matches = [...root.querySelectorAll<HTMLElement>('[data-pointer]')].filter((element) => element.dataset.pointer === pointer);
  return matches.find((element) => element.dataset.lang === lang) ?? matches[0];
}

/**
 * The form of one block: a widget per prop from its field tree (labels and help in the admin's
 * language, French and English side by side for translated text), the draft's errors at their
 * field and language, and every change handed back as a new props object.
 */
export function BlockForm({ fields, value, onChange, errors, uiLang, context, focusPointer, focusRequest }: BlockFormProps) {
  const idPrefix = `bf${useId().replace(/[^A-Za-z0-9]/g, '')}-`;
  const root = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => shownPointers(fields, value), [fields, value]);
  const placed = useMemo(() => placeErrors(fields, value, errors), [fields, value, errors]);
  const form = useMemo(() => ({ uiLang, idPrefix, errors: placed, site: context }), [uiLang, idPrefix, placed, context]);
  const orphans = placed.get('') ?? [];
  const hasHtml = useMemo(() => hasWidget(fields, 'localized-html'), [fields]);

  useEffect(() => {
    if (hasHtml) preloadRichText();
  }, [hasHtml]);

  useEffect(() => {
    const container = root.current;
    if (focusPointer === undefined || !container) return;
    const target = focusTarget(focusPointer, shown, placed, uiLang);
    const attempt = () => {
      const input = inputAt(container, target.pointer, target.lang);
      if (!input) return false;
      input.focus();
      input.scrollIntoView?.({ block: 'center' });
      return true;
    };
    if (attempt()) return;
    // The input is not there yet (the rich-text editor's chunk still loading): focus it once it is.
    const observer = new MutationObserver(() => {
      if (attempt()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
    // Only a new pointer (or request) moves the focus, not a keystroke that changes the value or the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusPointer, focusRequest]);

  return (
    <FormContext.Provider value={form}>
      <div className="bf-form" ref={root} lang={uiLang}>
        {orphans.length > 0 ? (
          <div className="bf-form-errors" role="alert">
            <p className="bf-label">{M.formErrors[uiLang]}</p>
            <ul>
              {orphans.map((error, index) => (
                <li key={index}>
                  {error.lang ? `${error.lang === 'fr' ? 'Français' : 'English'} : ` : ''}
                  {error.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            pointer={childPointer('', field.name)}
            value={value[field.name]}
            onChange={(next) => onChange(withProp(value, field.name, next))}
          />
        ))}
      </div>
    </FormContext.Provider>
  );
}
