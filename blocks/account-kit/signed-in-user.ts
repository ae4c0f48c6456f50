import type { ApiClient } from '../../runtime/index.ts';

/** The member as the account screens show them (GET /user). */
export interface SignedInUser {
  id: number;
  email: string;
  role: string;
  firstname: string;
  lastname: string;
  phone: string;
  birthdate: string | null;
  newsletter: boolean;
}

/**
 * The signed-in member of the request (its `token` cookie), or null for a visitor. `hasSession`
 * false (no token, no Authorization): a visitor, without asking the API, whose answer could only
 * be a 401; undefined (unknown): asked.
 */
export async function signedInUser(api: ApiClient, hasSession?: boolean): Promise<SignedInUser | null> {
  if (hasSession === false) return null;
  const result = await api.get<SignedInUser>('/user');
  return result.success ? result.data : null;
}
