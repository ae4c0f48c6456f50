import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AuditAction } from './record-audit.ts';

/** An entry as read back: its id orders the log (newest first). */
export interface AuditLine {
  id: number;
  at: string;
  actorEmail: string | null;
  action: AuditAction;
  detail: Record<string, unknown>;
}

/** A page of the site's audit log, newest first, before the entry `before` when given; `next` is the cursor of the page after. */
export async function listAudit(db: Kysely<Database>, idSite: number, page: { before?: number; limit: number }): Promise<{ entries: AuditLine[]; next: number | null }> {
  let query = db.selectFrom('editorAudit').select(['id', 'at', 'actorEmail', 'action', 'detail']).where('idSite', '=', idSite);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  const rows = await query.orderBy('id', 'desc').limit(page.limit + 1).execute();
  const entries = rows.slice(0, page.limit).map((row) => ({
    id: Number(row.id), at: row.at, actorEmail: row.actorEmail, action: row.action as AuditAction, detail: JSON.parse(row.detail) as Record<string, unknown>,
  }));
  return { entries, next: rows.length > page.limit ? entries[entries.length - 1]!.id : null };
}
