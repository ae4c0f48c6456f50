import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** The name other editors see for a person: first and last name, or the e-mail when the account has none. */
export async function presenceName(db: Kysely<Database>, user: { id: number; email: string }): Promise<string> {
  const person = await db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', user.id).executeTakeFirst();
  return [person?.firstname, person?.lastname].filter(Boolean).join(' ').trim() || user.email;
}
