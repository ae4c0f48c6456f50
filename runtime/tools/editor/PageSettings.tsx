import { useEffect, useId, type ReactNode } from 'react';
import { editorText } from './editor-messages.ts';
import { flattenPages, placeOf, type PageFields, type PageNode } from './page-ops.ts';
import type { Lang } from '../../../rules/locale.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';

export interface PageSettingsProps {
  page: PageNode;
  pages: readonly PageNode[];
  lang: Lang;
  /** The page's errors: field pointer inside the page (`/title`, `/url`) and language. */
  errors: readonly { field: string; lang: Lang | null; message: string }[];
  focus?: { field: string; lang: Lang | null; at: number } | undefined;
  onChange(fields: Partial<PageFields>): void;
  onMove(parentId: number | null, position: number): void;
  onDelete(): void;
}

const BILINGUAL = [
  ['title', 'pageTitle'],
  ['menuTitle', 'menuTitle'],
  ['metaDescription', 'metaDescription'],
  ['url', 'slug'],
] as const;

/** A page's settings, fr and en side by side: title, menu title, description, slugs; its parent, place and menu switch; delete. */
export function PageSettings({ page, pages, lang, errors, focus, onChange, onMove, onDelete }: PageSettingsProps): ReactNode {
  const base = useId().replace(/:/g, '');
  const id = (field: string, one?: Lang) => `${base}-${field}${one ? `-${one}` : ''}`;
  useEffect(() => {
    if (!focus) return;
    const name = focus.field.replace(/^\//, '');
    document.getElementById(id(name, focus.lang ?? 'fr'))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);
  const place = placeOf(pages, page.id);
  const parents = flattenPages(pages).filter((entry) => entry.page.id !== page.id && !flattenPages(page.children).some((child) => child.page.id === entry.page.id));
  return (
    <section className="editor-form" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{editorText(lang, 'pageSettings')}</h2>
      {BILINGUAL.map(([field, label]) => {
        const value = (page[field] as TextPair | null | undefined) ?? { fr: '', en: '' };
        return (
          <fieldset key={field} className="field field-bilingual">
            <legend>{editorText(lang, label)}</legend>
            <div className="field-langs">
              {(['fr', 'en'] as const).map((one) => {
                const found = errors.filter((error) => error.field === `/${field}` && (error.lang === null || error.lang === one));
                return (
                  <div key={one} className="field-lang">
                    <label htmlFor={id(field, one)}>{editorText(lang, one === 'fr' ? 'french' : 'english')}</label>
                    <input id={id(field, one)} lang={one} value={value[one] ?? ''} aria-invalid={found.length > 0} aria-describedby={found.length ? `${id(field, one)}-error` : undefined}
                      onChange={(event) => onChange({ [field]: { ...value, [one]: event.target.value } })} />
                    {found.length > 0 && <p className="field-error" id={`${id(field, one)}-error`}>{found.map((error) => error.message).join(' ')}</p>}
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <div className="field">
        <label><input type="checkbox" checked={page.showInMenu} onChange={(event) => onChange({ showInMenu: event.target.checked })} /> {editorText(lang, 'showInMenu')}</label>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={id('parent')}>{editorText(lang, 'parent')}</label>
          <select id={id('parent')} value={place?.parentId ?? ''} onChange={(event) => onMove(event.target.value === '' ? null : Number(event.target.value), 999)}>
            <option value="">{editorText(lang, 'noParent')}</option>
            {parents.map(({ page: one, depth }) => <option key={one.id} value={one.id}>{`${'— '.repeat(depth)}${one.menuTitle?.[lang] || one.title[lang]}`}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('position')}>{editorText(lang, 'position')}</label>
          <input id={id('position')} type="number" min={1} value={(place?.position ?? 0) + 1} onChange={(event) => onMove(place?.parentId ?? null, Math.max(0, Number(event.target.value) - 1))} />
        </div>
      </div>
      <button type="button" className="button-danger" onClick={onDelete}>{editorText(lang, 'deletePage')}</button>
    </section>
  );
}
