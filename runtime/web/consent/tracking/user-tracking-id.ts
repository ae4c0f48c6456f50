/** The signed-in user as the page-view tracker needs it. */
export interface TrackedUser {
  id: number | string;
  email: string;
}

/**
 * §2: the page-view tracker's user id, built from the user's id and e-mail: the SHA-256 hex of
 * `id:email` (e-mail trimmed and lower-cased), so no personal data leaves the page in clear.
 */
export async function userTrackingId(user: TrackedUser | null | undefined, subtle: SubtleCrypto = crypto.subtle): Promise<string | null> {
  if (!user) return null;
  const id = String(user.id ?? '').trim();
  const email = String(user.email ?? '').trim().toLowerCase();
  if (id === '' || email === '') return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(`${id}:${email}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
