import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

/** What the audit log records (issue 34): publications, rollbacks, media and role changes. */
export const auditActions = ['publish', 'rollback', 'media.upload', 'media.delete', 'media.alt', 'role.invite', 'role.change', 'role.remove'] as const;
export type AuditAction = (typeof auditActions)[number];

/** One entry, as written: who (null for a program), what, and the details an owner reads. */
export interface AuditEntry {
  idSite: number;
  at: string;
  actor: { id: number; email: string } | null;
  action: AuditAction;
  detail: Record<string, unknown>;
}

/**
 * Appends an entry to the site's audit log. Pass the transaction of the change it records when
 * there is one, so the entry and the change are written together or not at all.
 */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await db.insertInto('editorAudit').values({
    idSite: entry.idSite,
    at: entry.at,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    detail: JSON.stringify(entry.detail),
  }).execute();
}
