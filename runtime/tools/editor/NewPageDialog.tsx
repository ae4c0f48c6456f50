import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { editorText } from './editor-messages.ts';
import { Modal } from './Modal.tsx';
import { flattenPages, type PageFields, type PageNode } from './page-ops.ts';
import type { Lang } from '../../../rules/locale.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';

export interface NewPage {
  parentId: number | null;
  /** The page whose layout the new page starts from, 'home', or null for a blank page. */
  from: number | 'home' | null;
  fields: PageFields;
}

export interface NewPageDialogProps {
  pages: readonly PageNode[];
  lang: Lang;
  homeTitle: string;
  onCreate(page: NewPage): void;
  onClose(): void;
}

const empty = { fr: '', en: '' };
const slugOf = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** "Nouvelle page": its titles and slugs in French and English, its parent, in the menu or not, blank or from a page's layout. */
export function NewPageDialog({ pages, lang, homeTitle, onCreate, onClose }: NewPageDialogProps): ReactNode {
  const base = useId().replace(/:/g, '');
  const [title, setTitle] = useState(empty);
  const [url, setUrl] = useState(empty);
  const [touched, setTouched] = useState({ fr: false, en: false });
  const [parentId, setParentId] = useState<number | null>(null);
  const [from, setFrom] = useState<number | 'home' | null>(null);
  const [showInMenu, setShowInMenu] = useState(true);
  const all = flattenPages(pages);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({ parentId, from, fields: { title, menuTitle: title, metaDescription: title, url, showInMenu } });
  };
  const pair = (label: string, name: string, value: TextPair, set: (lang: Lang, text: string) => void) => (
    <fieldset className="field field-bilingual">
      <legend>{label}</legend>
      <div className="field-langs">
        {(['fr', 'en'] as const).map((one) => (
          <div key={one} className="field-lang">
            <label htmlFor={`${base}-${name}-${one}`}>{editorText(lang, one === 'fr' ? 'french' : 'english')}</label>
            <input id={`${base}-${name}-${one}`} lang={one} required value={value[one]} onChange={(event) => set(one, event.target.value)} />
          </div>
        ))}
      </div>
    </fieldset>
  );
  return (
    <Modal title={editorText(lang, 'newPage')} onClose={onClose}>
      <form onSubmit={submit}>
        {pair(editorText(lang, 'pageTitle'), 'title', title, (one, text) => {
          setTitle({ ...title, [one]: text });
          if (!touched[one]) setUrl((current) => ({ ...current, [one]: slugOf(text) }));
        })}
        {pair(editorText(lang, 'slug'), 'url', url, (one, text) => {
          setTouched({ ...touched, [one]: true });
          setUrl({ ...url, [one]: text });
        })}
        <div className="field">
          <label htmlFor={`${base}-parent`}>{editorText(lang, 'parent')}</label>
          <select id={`${base}-parent`} value={parentId ?? ''} onChange={(event) => setParentId(event.target.value === '' ? null : Number(event.target.value))}>
            <option value="">{editorText(lang, 'noParent')}</option>
            {all.map(({ page, depth }) => <option key={page.id} value={page.id}>{`${'— '.repeat(depth)}${page.menuTitle?.[lang] || page.title[lang]}`}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${base}-from`}>{editorText(lang, 'startFrom')}</label>
          <select id={`${base}-from`} value={from ?? ''} onChange={(event) => setFrom(event.target.value === '' ? null : event.target.value === 'home' ? 'home' : Number(event.target.value))}>
            <option value="">{editorText(lang, 'blank')}</option>
            <option value="home">{editorText(lang, 'layoutOf', { page: homeTitle })}</option>
            {all.filter(({ page }) => page.cms.isCmsPage && page.cms.route).map(({ page }) => <option key={page.id} value={page.id}>{editorText(lang, 'layoutOf', { page: page.menuTitle?.[lang] || page.title[lang] })}</option>)}
          </select>
        </div>
        <div className="field"><label><input type="checkbox" checked={showInMenu} onChange={(event) => setShowInMenu(event.target.checked)} /> {editorText(lang, 'showInMenu')}</label></div>
        <div className="dialog-actions">
          <button type="button" className="button-secondary" onClick={onClose}>{editorText(lang, 'cancel')}</button>
          <button type="submit" className="button-primary">{editorText(lang, 'create')}</button>
        </div>
      </form>
    </Modal>
  );
}
