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

/** The signed-in member of the request (its `token` cookie), or null for a visitor. */
export async function signedInUser(api: ApiClient): Promise<SignedInUser | null> {
  const result = await api.get<SignedInUser>('/user');
  return result.success ? result.data : null;
}
