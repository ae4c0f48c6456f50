import type { TrackedUser } from './user-tracking-id.ts';

/** The signed-in user of the root data's session (`GET /user`), as the page-view tracker needs it. */
export function trackedUser(session: { user: unknown } | null | undefined): TrackedUser | null {
  const user = session?.user;
  if (typeof user !== 'object' || user === null) return null;
  const { id, email } = user as { id?: unknown; email?: unknown };
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof email !== 'string' || email.trim() === '') return null;
  return { id, email };
}
