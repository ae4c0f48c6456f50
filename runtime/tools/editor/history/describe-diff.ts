import type { BlockChange, FieldChange, HistoryPage, VersionDiff } from '../../../../schemas/api/editor/editor-history.ts';
import { typeLabel } from '../block-label.ts';
import { historyText } from './history-text.ts';
import type { Lang } from '../../../../rules/locale.ts';

/** A part of a comparison as the owner reads it: a heading, then groups (a block, the page's settings) of sentences. */
export interface DiffSection {
  title: string;
  groups: { title: string; lines: string[] }[];
}

/** Longest text quoted in a sentence (the rest is cut with an ellipsis). */
const QUOTE = 120;

/** A value as the owner reads it: markup stripped, spaces collapsed, cut when long; an empty one said. */
export function quoted(value: string, lang: Lang): string {
  const plain = value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (plain === '') return historyText(lang, 'empty_');
  return plain.length > QUOTE ? `${plain.slice(0, QUOTE - 1)}…` : plain;
}

/** A field's path in words: `title › fr` → `Title (French)`; positions in lists stay numbers, keys of items (`#key`) are left out. */
export function fieldWords(path: readonly string[], lang: Lang): string {
  const last = path[path.length - 1];
  const language = last === 'fr' || last === 'fr_FR' ? historyText(lang, 'french') : last === 'en' ? historyText(lang, 'english') : null;
  const names = (language ? path.slice(0, -1) : path).filter((segment) => !segment.startsWith('#'));
  const words = names.map((segment) => typeLabel(segment.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())).join(' › ') || historyText(lang, 'settings');
  return language ? `${words} (${language})` : words;
}

/** One field change as a sentence: "Title (English): “A” becomes “B”". */
export function fieldSentence(change: FieldChange, lang: Lang): string {
  const field = fieldWords(change.path, lang);
  if (change.before === null) return historyText(lang, 'fieldAdded', { field, after: quoted(change.after ?? '', lang) });
  if (change.after === null) return historyText(lang, 'fieldRemoved', { field, before: quoted(change.before, lang) });
  return historyText(lang, 'fieldChanged', { field, before: quoted(change.before, lang), after: quoted(change.after, lang) });
}

function blockTitle(change: BlockChange, lang: Lang): string {
  const block = typeLabel(change.type);
  const values = { block, from: change.from ?? 0, to: change.to ?? 0 };
  if (change.status === 'added') return historyText(lang, 'blockAdded', values);
  if (change.status === 'removed') return historyText(lang, 'blockRemoved', values);
  if (change.status === 'moved') return historyText(lang, 'blockMoved', values);
  return change.from !== undefined ? historyText(lang, 'blockChangedMoved', values) : historyText(lang, 'blockChanged', values);
}

const pageTitleOf = (page: HistoryPage, lang: Lang) => page.title[lang] || page.title.fr;

/**
 * A comparison of two versions in the owner's words (pure): one section per page (added,
 * removed or changed), its settings and each block that changed with its fields, then the other
 * files. No JSON: every value is quoted text.
 */
export function describeDiff(diff: VersionDiff, lang: Lang): DiffSection[] {
  const sections: DiffSection[] = diff.pages.map((change) => {
    const title = pageTitleOf(change.page, lang);
    const groups = [
      ...(change.settings.length > 0 ? [{ title: historyText(lang, 'settings'), lines: change.settings.map((field) => fieldSentence(field, lang)) }] : []),
      ...change.blocks.map((block) => ({ title: blockTitle(block, lang), lines: block.status === 'removed' ? [] : block.fields.map((field) => fieldSentence(field, lang)) })),
    ];
    const key = change.status === 'added' ? 'pageAdded' : change.status === 'removed' ? 'pageRemoved' : 'page';
    return { title: historyText(lang, key, { title }), groups };
  });
  for (const file of diff.files) {
    const key = file.status === 'added' ? 'fileAdded' : file.status === 'removed' ? 'fileRemoved' : 'file';
    sections.push({ title: historyText(lang, key, { file: file.file }), groups: file.fields.length > 0 ? [{ title: '', lines: file.fields.map((field) => fieldSentence(field, lang)) }] : [] });
  }
  return sections;
}
