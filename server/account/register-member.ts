import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { NewsletterList } from './newsletter-lists.ts';

export interface NewMember {
  idSite: number;
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  phone: string;
  birthdate: string | null;
  /** The site's lists the member ticked at sign-up (none when NEWSLETTER is off). */
  lists: readonly NewsletterList[];
  at: string;
}

/**
 * Creates a MEMBER and their newsletter subscriptions in one transaction; does nothing when the
 * address already has an account on the site (the caller answers the same either way, so nothing
 * tells whether an e-mail is known). True when the account was created.
 */
export async function registerMember(db: Kysely<Database>, member: NewMember): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('users').select('id')
      .where('idSite', '=', member.idSite).where('email', '=', member.email).executeTakeFirst();
    if (taken) return false;
    const created = await trx.insertInto('users').values({
      idSite: member.idSite, email: member.email, passwordHash: member.passwordHash, role: 'MEMBER',
      firstname: member.firstname, lastname: member.lastname, phone: member.phone,
      birthdate: member.birthdate, newsletter: member.lists.length > 0 ? 1 : 0, createdAt: member.at, updatedAt: member.at,
    }).returning('id').executeTakeFirstOrThrow();
    if (member.lists.length > 0) {
      await trx.insertInto('newsletterSubscriptions').values(member.lists.map((list) => ({ userId: created.id, listId: list.id, createdAt: member.at }))).execute();
    }
    return true;
  });
}
