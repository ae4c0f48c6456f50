import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import type { Locale } from '../../rules/locale.ts';
import { ELEMENT_DETAIL_LISTS } from '../../rules/fixed-routes.ts';
import { ServedAlbumListSchema, ServedBlogFolderListSchema, ServedElementListSchema, ServedNewsListSchema, ServedServiceListSchema } from '../../schemas/api/content/served-content.ts';
import { productContracts } from '../../schemas/api/shop/product-contracts.ts';
import type { DetailList } from '../../runtime/web/seo/detail-sitemap-entries.ts';
import type { ConfigCache } from '../data/config-cache.server.ts';

type Listed = Readonly<Record<string, unknown>>;
const LOCALES: readonly Locale[] = ['fr_FR', 'en'];
/** The largest page the API's lists give (server/http/list-query.ts). */
const PAGE_SIZE = 1000;

export interface ListSource {
  config: Pick<ConfigCache, 'get'>;
  idSite: number;
  /** The site's folder, for the dates of its files; null when the configuration is not on this disk. */
  dir: string | null;
}

/**
 * The day a file of the site's folder was last written (`2026-11-21`), null when there is no such
 * file. The configuration files are what the owner edits: the day one changed is the day the
 * pages made from it last changed, as far as the web server can know.
 */
export function fileDate(dir: string | null, file: string): string | null {
  if (!dir) return null;
  try {
    return statSync(join(dir, file)).mtime.toISOString().slice(0, 10);
  } catch {
    return null;
  }
}

/** Every item of a paged list (`?page=N&nbItem=1000`), or null when the API has no such list. */
async function allPages(source: ListSource, locale: Locale, path: string, schema: TSchema, key: string): Promise<{ items: Listed[]; answers: unknown[] } | null> {
  const items: Listed[] = [];
  const answers: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const glue = path.includes('?') ? '&' : '?';
    const result = await source.config.get(source.idSite, locale, `${path}${glue}page=${page}&nbItem=${PAGE_SIZE}`, schema);
    if (!result.success) return page === 1 ? null : { items, answers };
    const data = result.data as Record<string, unknown>;
    answers.push(data);
    const got = (data[key] as Listed[] | undefined) ?? [];
    items.push(...got);
    if (got.length < PAGE_SIZE || items.length >= Number(data.total)) return { items, answers };
  }
}

/** Every blog article, folder by folder from the top (`GET /blog/folder/list[/{id}]`). */
async function allArticles(source: ListSource, locale: Locale): Promise<{ items: Listed[]; answers: unknown[] } | null> {
  const top = await allPages(source, locale, '/blog/folder/list', ServedBlogFolderListSchema, 'blogs');
  if (!top) return null;
  const folders = [...(((top.answers[0] as { folders?: Listed[] }).folders ?? []) as Listed[])];
  const seen = new Set<unknown>();
  while (folders.length) {
    const folder = folders.shift()!;
    if (seen.has(folder.id)) continue;
    seen.add(folder.id);
    const inside = await allPages(source, locale, `/blog/folder/list/${Number(folder.id)}`, ServedBlogFolderListSchema, 'blogs');
    if (!inside) continue;
    top.items.push(...inside.items);
    top.answers.push(...inside.answers);
    folders.push(...(((inside.answers[0] as { folders?: Listed[] }).folders ?? []) as Listed[]));
  }
  return top;
}

interface ListSpec {
  target: DetailList['target'];
  file: string;
  read: (locale: Locale) => Promise<{ items: Listed[]; answers: unknown[] } | null>;
}

/**
 * The detail pages' records of a site, in both languages, through the web server's configuration
 * cache (same ETags as the pages): elements of the detail lists, albums, news, blog articles, services, and
 * the shop's products when the site sells. Also returns every answer read: the sitemap is built
 * again only when one of them is a new version (the cache hands back the same object otherwise).
 */
export async function sitemapLists(source: ListSource, shop: boolean): Promise<{ lists: DetailList[]; answers: unknown[] }> {
  const specs: ListSpec[] = [
    ...ELEMENT_DETAIL_LISTS.map((list): ListSpec => ({
      target: { kind: 'element', list },
      file: 'elements.json',
      read: (locale) => allPages(source, locale, `/element/${list}`, ServedElementListSchema, 'items'),
    })),
    { target: { kind: 'album' }, file: 'content/albums.json', read: (locale) => allPages(source, locale, '/album', ServedAlbumListSchema, 'albums') },
    { target: { kind: 'news' }, file: 'content/news.json', read: (locale) => allPages(source, locale, '/news', ServedNewsListSchema, 'news') },
    { target: { kind: 'blog' }, file: 'content/blog.json', read: (locale) => allArticles(source, locale) },
    { target: { kind: 'service' }, file: 'content/services.json', read: (locale) => allPages(source, locale, '/service', ServedServiceListSchema, 'services') },
  ];
  if (shop) {
    specs.push({ target: { kind: 'product' }, file: 'catalogue/products.json', read: (locale) => allPages(source, locale, '/product?orderBy=id', productContracts.list.answer, 'products') });
  }
  const read = await Promise.all(
    specs.map(async (spec) => {
      const [fr, en] = await Promise.all(LOCALES.map((locale) => spec.read(locale)));
      if (!fr || !en || fr.items.length === 0) return null;
      const list: DetailList = { target: spec.target, records: { fr: fr.items, en: en.items }, fileDate: fileDate(source.dir, spec.file) };
      return { list, answers: [...fr.answers, ...en.answers] };
    }),
  );
  // In the specs' order, whatever order the calls ended in.
  const found = read.filter((one) => one !== null);
  return { lists: found.map((one) => one.list), answers: found.flatMap((one) => one.answers) };
}
