import type { Kysely } from 'kysely';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { Database } from '../../db/database.ts';
import { lockInTransaction } from '../../db/lock-in-transaction.ts';
import { invitationMail } from '../../mail/invitation-mail.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { GrantedRole } from '../../../schemas/api/editor/editor-people.ts';
import type { Role } from '../../../schemas/api/account/session-user.ts';
import { editorRoles } from '../../account/session-user.ts';
import { hashToken, newToken } from '../../account/token.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { INVITATION_SECONDS, invitationLink } from './invitation-link.ts';

export interface Invite {
  site: LoadedSite;
  /** Normalized (trimmed, lower case) and checked by the caller. */
  email: string;
  role: GrantedRole;
  /** The mail's language. */
  lang: Locale;
  actor: { id: number; email: string };
  now: Date;
}

export type InviteOutcome = { id: number; expiresAt: string } | { problem: 'alreadyHasRole' };

/** The lock every change of a site's people takes, so that "never the last owner" holds under concurrent requests. */
export const peopleLock = (idSite: number) => `editor-people:${idSite}`;

/**
 * Invites `email` to edit the site with `role`, all or nothing in one transaction: the pending
 * invitation to that address (if any) is replaced, the new one stored (only its token's sha256,
 * 7 days), the mail queued (the mail worker sends it after the commit: no SMTP call here) and the
 * audit log written (`role.invite`). An address whose account can already edit is refused: its
 * role is changed in the list instead.
 */
export async function invitePerson(db: Kysely<Database>, invite: Invite): Promise<InviteOutcome> {
  const { site, email, role, lang, actor, now } = invite;
  const at = now.toISOString();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_SECONDS * 1000).toISOString();
  return db.transaction().execute(async (trx) => {
    await lockInTransaction(trx, peopleLock(site.idSite));
    const account = await trx.selectFrom('users').select('role').where('idSite', '=', site.idSite).where('email', '=', email).executeTakeFirst();
    if (account && (editorRoles as readonly Role[]).includes(account.role)) return { problem: 'alreadyHasRole' as const };
    await trx.deleteFrom('editorInvitations').where('idSite', '=', site.idSite).where('email', '=', email).where('usedAt', 'is', null).execute();
    const row = await trx.insertInto('editorInvitations').values({
      idSite: site.idSite, email, role, tokenHash: hashToken(token), invitedBy: actor.id, invitedByEmail: actor.email, createdAt: at, expiresAt, usedAt: null,
    }).returning('id').executeTakeFirstOrThrow();
    const link = invitationLink(site.site.json.info.url, token, lang);
    await queueMail(trx, { idSite: site.idSite, to: email, lang, kind: 'editor-invitation', mail: invitationMail(site, lang, { inviter: actor.email, role, link }), createdAt: at });
    await recordAudit(trx, { idSite: site.idSite, at, actor, action: 'role.invite', detail: { email, role, invitation: row.id } });
    return { id: row.id, expiresAt };
  });
}
