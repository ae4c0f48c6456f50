import { blockLabel } from './block-label.ts';
import type { Lang } from '../../../rules/locale.ts';

const WORDS = {
  removed: { fr: '(supprimé)', en: '(removed)' },
  empty: { fr: '(vide)', en: '(empty)' },
  yes: { fr: 'oui', en: 'yes' },
  no: { fr: 'non', en: 'no' },
  block: { fr: 'Bloc', en: 'Block' },
} as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlock = (value: unknown): value is { type: string; props: Record<string, unknown> } => isObject(value) && typeof value.type === 'string' && isObject(value.props);
const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * A value of the draft in plain words for the merge dialog (never JSON): a text as it reads (HTML
 * without its tags), a text of both languages as "Français : … / English : …", a block by its type
 * and title, a list of blocks in order, yes/no, "(removed)" when a side removed it.
 */
export function conflictValueText(value: unknown, lang: Lang): string {
  if (value === undefined || value === null) return WORDS.removed[lang];
  if (typeof value === 'string') return plain(value) || WORDS.empty[lang];
  if (typeof value === 'boolean') return WORDS[value ? 'yes' : 'no'][lang];
  if (typeof value === 'number') return String(value);
  if (isBlock(value)) {
    const label = blockLabel(value, lang);
    return `${WORDS.block[lang]} ${label.type}${label.summary ? ` « ${label.summary} »` : ''}`.replace(/« (.*) »$/, lang === 'en' ? '“$1”' : '« $1 »');
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return WORDS.empty[lang];
    return value.map((item) => (isBlock(item) ? blockLabel(item, lang).type : conflictValueText(item, lang))).join(lang === 'en' ? ', then ' : ', puis ');
  }
  if (isObject(value)) {
    if (typeof value.fr === 'string' || typeof value.en === 'string') {
      return `Français : ${conflictValueText(value.fr ?? '', lang)} / English: ${conflictValueText(value.en ?? '', lang)}`;
    }
    return Object.entries(value).map(([name, one]) => `${name} : ${conflictValueText(one, lang)}`).join(' ; ') || WORDS.empty[lang];
  }
  return String(value);
}
