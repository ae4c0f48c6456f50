import type { BlockChange, FileChange, HistoryPage, PageChange, VersionDiff } from '../../../schemas/api/editor/editor-history.ts';
import { diffFields } from './diff-fields.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';

/** A site's documents of one version: path inside the site folder → parsed JSON (absent: no such file). */
export type SiteDocuments = Record<string, unknown>;

interface PageEntry { id: number; title: TextPair; cms?: { route?: string | null }; children?: unknown[]; [key: string]: unknown }
interface Block { key: string; type: string; props?: unknown }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every page of a pages.json document, children included, by id. */
export function pagesOf(doc: unknown): Map<number, PageEntry> {
  const found = new Map<number, PageEntry>();
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const page of list) {
      if (!isObject(page) || typeof page.id !== 'number') continue;
      found.set(page.id, page as PageEntry);
      walk(page.children);
    }
  };
  walk(isObject(doc) ? doc.pages : undefined);
  return found;
}

const componentOf = (page: PageEntry | undefined): string | null => (page?.cms?.route ? `components/${page.cms.route}.json` : null);
const titleOf = (page: PageEntry): TextPair => ({ fr: String(page.title?.fr ?? ''), en: String(page.title?.en ?? '') });

/** The home page's component (it has no entry in pages.json). */
export const HOME_FILE = 'components/home.json';

function componentTitle(file: string, doc: unknown): TextPair {
  if (file === HOME_FILE) return { fr: 'Accueil', en: 'Home' };
  const title = isObject(doc) && isObject(doc.config) && isObject(doc.config.title) ? doc.config.title : undefined;
  const name = file.slice('components/'.length, -'.json'.length);
  return { fr: String(title?.fr ?? name), en: String(title?.en ?? name) };
}

function layoutOf(doc: unknown): Block[] {
  const layout = isObject(doc) && isObject(doc.config) ? doc.config.layout : undefined;
  return Array.isArray(layout) ? layout.filter((block): block is Block => isObject(block) && typeof block.key === 'string') : [];
}

function settingsOf(doc: unknown): Record<string, unknown> {
  if (!isObject(doc) || !isObject(doc.config)) return {};
  const { layout: _layout, ...rest } = doc.config;
  return rest;
}

/** The blocks of a layout that changed, followed by their key: added, removed, changed (fields) or moved among the blocks kept. */
export function diffLayouts(before: Block[], after: Block[]): BlockChange[] {
  const old = new Map(before.map((block, index) => [block.key, { block, index }]));
  const next = new Map(after.map((block, index) => [block.key, { block, index }]));
  const keptBefore = before.filter((block) => next.has(block.key)).map((block) => block.key);
  const keptAfter = after.filter((block) => old.has(block.key)).map((block) => block.key);
  const changes: BlockChange[] = [];
  for (const [index, block] of after.entries()) {
    const was = old.get(block.key);
    if (!was) {
      changes.push({ key: block.key, type: block.type, status: 'added', to: index + 1, fields: diffFields({}, block.props ?? {}) });
      continue;
    }
    const fields = diffFields(was.block.props ?? {}, block.props ?? {});
    const moved = keptBefore.indexOf(block.key) !== keptAfter.indexOf(block.key);
    if (fields.length === 0 && !moved && was.block.type === block.type) continue;
    changes.push({
      key: block.key, type: block.type, status: fields.length > 0 || was.block.type !== block.type ? 'changed' : 'moved',
      ...(moved ? { from: was.index + 1, to: index + 1 } : {}), fields,
    });
  }
  for (const [key, { block, index }] of old) {
    if (!next.has(key)) changes.push({ key, type: block.type, status: 'removed', from: index + 1, fields: [] });
  }
  return changes;
}

/**
 * What changed in a site between two versions (pure): per page of pages.json (by id) its
 * settings and its component's blocks (by stable key) and fields; then every other file that
 * changed. Titles are the newer version's (the older one's for a removed page).
 */
export function diffSiteVersions(before: SiteDocuments, after: SiteDocuments): VersionDiff {
  const oldPages = pagesOf(before['pages.json']);
  const newPages = pagesOf(after['pages.json']);
  const shown = new Set<string>();
  const pages: PageChange[] = [];
  for (const id of new Set([...newPages.keys(), ...oldPages.keys()])) {
    const was = oldPages.get(id);
    const now = newPages.get(id);
    const oldFile = componentOf(was);
    const newFile = componentOf(now);
    for (const file of [oldFile, newFile]) if (file) shown.add(file);
    const strip = (page: PageEntry | undefined) => {
      if (!page) return {};
      const { children: _children, ...rest } = page;
      return rest;
    };
    const settings = [
      ...diffFields(strip(was), strip(now)),
      ...diffFields(oldFile ? settingsOf(before[oldFile]) : {}, newFile ? settingsOf(after[newFile]) : {}),
    ];
    const blocks = diffLayouts(oldFile ? layoutOf(before[oldFile]) : [], newFile ? layoutOf(after[newFile]) : []);
    if (settings.length === 0 && blocks.length === 0) continue;
    const page: HistoryPage = { id, title: titleOf((now ?? was)!) };
    pages.push({ page, status: !was ? 'added' : !now ? 'removed' : 'changed', settings, blocks });
  }
  // A component no page of pages.json shows: the home page, or a page of its own (its title, else its name).
  for (const file of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    if (!file.startsWith('components/') || shown.has(file)) continue;
    shown.add(file);
    const settings = diffFields(settingsOf(before[file]), settingsOf(after[file]));
    const blocks = diffLayouts(layoutOf(before[file]), layoutOf(after[file]));
    if (settings.length === 0 && blocks.length === 0 && file in before === file in after) continue;
    pages.push({ page: { id: null, title: componentTitle(file, after[file] ?? before[file]) }, status: !(file in before) ? 'added' : !(file in after) ? 'removed' : 'changed', settings, blocks });
  }
  const files: FileChange[] = [];
  for (const file of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    if (file === 'pages.json' && isObject(before[file]) && isObject(after[file])) {
      const { pages: _a, ...oldRest } = before[file];
      const { pages: _b, ...newRest } = after[file];
      const fields = diffFields(oldRest, newRest);
      if (fields.length > 0) files.push({ file, status: 'changed', fields });
      continue;
    }
    if (shown.has(file)) continue;
    const fields = diffFields(before[file] ?? {}, after[file] ?? {});
    const status = !(file in before) ? 'added' : !(file in after) ? 'removed' : 'changed';
    if (fields.length > 0 || status !== 'changed') files.push({ file, status, fields });
  }
  return { pages, files };
}

/** The pages a diff names (the history's "which pages changed"). */
export const changedPages = (diff: VersionDiff): HistoryPage[] => diff.pages.map((change) => change.page);
