import { sql, type Kysely } from 'kysely';
import type { EditorVersion, HistoryPage } from '../../../schemas/api/editor/editor-history.ts';
import type { Database } from '../../db/database.ts';

const columns = ['id', 'version', 'publishedAt', 'publishedBy', 'message', 'source', 'site', 'summary'] as const;

type Row = { id: number; version: string; publishedAt: string; publishedBy: string | null; message: string | null; source: string; site: string | null; summary: string };

/** The versions that concern a site: published from its editor, or from the command line (every site). */
function ofSite(db: Kysely<Database>, siteName: string) {
  return db.selectFrom('configVersions').where((eb) => eb.or([eb('site', '=', siteName), eb('site', 'is', null)]));
}

/** A row as the history shows it to the site's owner (only this site's files, without its folder's name). */
function shown(row: Row, siteName: string, current: boolean): EditorVersion {
  const summary = JSON.parse(row.summary) as { pages?: HistoryPage[]; files?: string[]; rolledBackTo?: { id: number; publishedAt: string } };
  const prefix = `${siteName}/`;
  const files = (summary.files ?? []).flatMap((file) => (row.site === null ? (file.startsWith(prefix) ? [file.slice(prefix.length)] : []) : [file]));
  return {
    id: Number(row.id), version: row.version, publishedAt: row.publishedAt, publishedBy: row.publishedBy, message: row.message, source: row.source,
    pages: summary.pages ?? [], files, ...(summary.rolledBackTo ? { rolledBackTo: summary.rolledBackTo } : {}), current,
  };
}

/** The newest version of a site (the one it serves), or undefined. */
async function newestId(db: Kysely<Database>, siteName: string): Promise<number | undefined> {
  const row = await ofSite(db, siteName).select(sql<number>`max("id")`.as('id')).executeTakeFirst();
  return row?.id === null || row?.id === undefined ? undefined : Number(row.id);
}

/** A page of a site's history, newest first, before the version `before` when given; `next` is the cursor of the page after. */
export async function listVersions(db: Kysely<Database>, siteName: string, page: { before?: number; limit: number }): Promise<{ versions: EditorVersion[]; next: number | null }> {
  let query = ofSite(db, siteName).select([...columns]);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  const rows = await query.orderBy('id', 'desc').limit(page.limit + 1).execute();
  const newest = await newestId(db, siteName);
  const versions = rows.slice(0, page.limit).map((row) => shown(row, siteName, Number(row.id) === newest));
  return { versions, next: rows.length > page.limit ? versions[versions.length - 1]!.id : null };
}

/** One version of a site's history, or undefined when it does not concern the site. */
export async function readVersion(db: Kysely<Database>, siteName: string, id: number): Promise<EditorVersion | undefined> {
  const row = await ofSite(db, siteName).select([...columns]).where('id', '=', id).executeTakeFirst();
  return row ? shown(row, siteName, Number(row.id) === (await newestId(db, siteName))) : undefined;
}
