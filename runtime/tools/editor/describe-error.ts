import type { BlockField } from '../../../schemas/blocks/block-fields.ts';
import { blockLabel } from './block-label.ts';
import type { DraftError, Documents } from './editor-api.ts';
import { editorText, type EditorMessage } from './editor-messages.ts';
import { blockAt, type LayoutBlock } from './layout-ops.ts';
import { findPage, flattenPages, type PageNode } from './page-ops.ts';
import { placeError } from './place-error.ts';
import type { Lang } from '../../../rules/locale.ts';

/** The home page's component config (it has no entry in pages.json). */
export const HOME_FILE = 'components/home.json';

/** What an error's description needs: the draft's pages and documents, the catalogue's fields, the admin's language. */
export interface SiteWords {
  pages: readonly PageNode[];
  docs: Documents;
  fieldsOf(type: string): readonly BlockField[] | undefined;
  lang: Lang;
}

/** The page a component config renders: 'home', a page's id, or null. */
export function refOfFile(pages: readonly PageNode[], name: string): number | 'home' | null {
  if (name === HOME_FILE) return 'home';
  return flattenPages(pages).find((entry) => entry.page.cms.route && `components/${entry.page.cms.route}.json` === name)?.page.id ?? null;
}

export function pageTitle(pages: readonly PageNode[], ref: number | 'home', lang: Lang): string {
  if (ref === 'home') return lang === 'en' ? 'Home' : 'Accueil';
  return findPage(pages, ref)?.title[lang] ?? '';
}

/** The label of the field at `pointer` in a block's props (`/cards/2/title` → "Titre de la carte"), from its field tree. */
export function fieldLabel(fields: readonly BlockField[] | undefined, pointer: string, lang: Lang): string {
  let list = fields;
  let label = '';
  for (const name of pointer.split('/').slice(1)) {
    const field = list?.find((one) => one.name === name || (one.name === '*' && /^\d+$/.test(name)));
    if (!field) break;
    if (field.name !== '*') label = field.label[lang];
    list = field.children;
  }
  return label;
}

/** A document of the site in plain words: "l'arbre des pages", "Page « Nos vins »", else its path. */
export function fileWords(name: string, site: SiteWords): string {
  if (name === 'pages.json') return editorText(site.lang, 'treeOfPages');
  const ref = refOfFile(site.pages, name);
  return ref === null ? name : editorText(site.lang, 'inPage', { page: pageTitle(site.pages, ref, site.lang) });
}

const PAGE_FIELDS: Record<string, EditorMessage> = { '/title': 'pageTitle', '/menuTitle': 'menuTitle', '/metaDescription': 'metaDescription', '/url': 'slug' };

/** Where an error is, in plain words: `Page « Accueil » › Hero › Titre (français)`. */
export function describeError(error: DraftError, site: SiteWords): string {
  const { lang, pages } = site;
  const place = placeError(error, pages);
  const langWord = error.lang ? ` (${editorText(lang, error.lang === 'fr' ? 'inFrench' : 'inEnglish')})` : '';
  if (place.kind === 'block') {
    const layout = (site.docs[place.file] as { config?: { layout?: LayoutBlock[] } } | undefined)?.config?.layout;
    const block = layout ? blockAt(layout, place.path) : undefined;
    const parts = [fileWords(place.file, site), block ? blockLabel(block, lang).type : '', block ? fieldLabel(site.fieldsOf(block.type), place.field, lang) : ''];
    return parts.filter(Boolean).join(' › ') + langWord;
  }
  if (place.kind === 'page') {
    const field = PAGE_FIELDS[place.field];
    return [editorText(lang, 'inPage', { page: pageTitle(pages, place.id, lang) }), field ? editorText(lang, field) : ''].filter(Boolean).join(' › ') + langWord;
  }
  return editorText(lang, 'inSite', { file: place.file });
}
