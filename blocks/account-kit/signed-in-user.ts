import type { ApiClient } from '../../runtime/index.ts';
import { userContracts } from '../../schemas/api/account/user-contracts.ts';
import type { UserProfile } from '../../schemas/api/account/user-profile.ts';

/**
 * The signed-in member of the request (its `token` cookie), as GET /user answers, or null for a
 * visitor. `hasSession` false (no token, no Authorization): a visitor, without asking the API,
 * whose answer could only be a 401; undefined (unknown): asked.
 */
export async function signedInUser(api: ApiClient, hasSession?: boolean): Promise<UserProfile | null> {
  if (hasSession === false) return null;
  const result = await api.call(userContracts.read, {});
  return result.success ? result.data : null;
}
