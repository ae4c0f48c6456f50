import type { Selectable } from 'kysely';
import type { UserProfile } from '../../schemas/api/account/user-profile.ts';
import type { UsersTable } from '../db/tables/accounts.ts';

/* The profile's shape and its request fields are declared with the account's contracts (schemas/api/account/user-profile.ts); readers import them there. */

export function profileOf(row: Selectable<UsersTable>): UserProfile {
  return {
    id: row.id,
    idSite: row.idSite,
    email: row.email,
    role: row.role,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    birthdate: row.birthdate,
    newsletter: row.newsletter === 1,
  };
}

/** Lower-cased, trimmed e-mail: accounts are unique per site on this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
