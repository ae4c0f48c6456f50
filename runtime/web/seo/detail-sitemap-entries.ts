import type { Locale } from '../../../rules/locale.ts';
import { recordPath } from '../../engine/data/detail-target.ts';
import type { DetailTarget } from '../../engine/data/detail-target.ts';
import { productPath } from '../../engine/router/product-path.ts';
import type { SitemapEntry } from './sitemap-xml.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';

type ListedRecord = Readonly<Record<string, unknown>>;

/** One kind of detail page as listed by the API in each language (the same records, paired by id). */
export interface DetailList {
  /** What the records are: a blog article, a news item, an album, an element of a list, a product. */
  target: DetailTarget | { kind: 'product' };
  records: TextPair<readonly ListedRecord[]>;
  /**
   * The date of the file the records come from (its modification time), for records without a
   * date of their own; null when unknown (the entries then have no `<lastmod>`).
   */
  fileDate: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A record's `<lastmod>`: its own date where it has one (the day a news item or a blog article was
 * published, which its author sets and changes), else the date of the file it comes from.
 */
function lastmodOf(record: ListedRecord, fileDate: string | null): string | null {
  return typeof record.date === 'string' && DAY.test(record.date) ? record.date : fileDate;
}

const idOf = (record: ListedRecord): number | null => (typeof record.id === 'number' && Number.isInteger(record.id) && record.id > 0 ? record.id : null);

function productInput(record: ListedRecord) {
  const type = record.productType ?? (record.type as { type?: unknown } | undefined)?.type;
  return { id: idOf(record)!, name: typeof record.name === 'string' ? record.name : '', productType: typeof type === 'string' ? type : null };
}

/**
 * The sitemap entries of every detail page a site's content produces (vehicles, workshops, blog
 * articles, news, albums, products; not a wine's declination or vintage page, whose canonical is its
 * wine's page), at the addresses their pages answer 200 at and call canonical (the same builders as the pages' links and the 301s), French and
 * English paired by id. A record missing from one language is left out: its page would have no
 * alternate.
 */
export function detailSitemapEntries(lists: readonly DetailList[]): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const { target, records, fileDate } of lists) {
    const english = new Map(records.en.map((record) => [idOf(record), record]));
    for (const fr of records.fr) {
      const id = idOf(fr);
      const en = id === null ? undefined : english.get(id);
      if (id === null || !en) continue;
      const lastmod = lastmodOf(fr, fileDate);
      if (target.kind === 'product') {
        // A wine's declination and vintage pages name the wine's page as canonical (issue 39): only it is listed.
        entries.push({ paths: { fr: productPath('fr_FR', productInput(fr)), en: productPath('en', productInput(en)) }, lastmod });
        continue;
      }
      entries.push({ paths: { fr: recordPath(target, 'fr_FR', id, fr), en: recordPath(target, 'en', id, en) }, lastmod });
    }
  }
  return entries;
}
