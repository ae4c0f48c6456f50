import type { ApiContext } from '../context.ts';
import { adminRoles } from './session-user.ts';
import { hashToken, newToken } from './token.ts';

/** A setup link works for 24 hours, and once. */
export const ADMIN_SETUP_SECONDS = 24 * 3600;

/**
 * At start: for each site without an admin, a new one-time setup token (stored hashed, 24 h),
 * replacing the site's earlier one (one link valid at a time: the newest printed); returned so
 * the start-up prints its link once. A site with an admin gets none, and loses any left over.
 */
export async function openAdminSetups(ctx: Pick<ApiContext, 'db' | 'config' | 'now'>): Promise<{ idSite: number; token: string }[]> {
  const opened: { idSite: number; token: string }[] = [];
  for (const site of ctx.config.sites()) {
    const admin = await ctx.db.selectFrom('users').select('id')
      .where('idSite', '=', site.idSite).where('role', 'in', adminRoles).executeTakeFirst();
    if (admin) {
      await ctx.db.deleteFrom('adminSetups').where('idSite', '=', site.idSite).execute();
      continue;
    }
    const token = newToken();
    const now = ctx.now();
    const row = {
      tokenHash: hashToken(token), createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ADMIN_SETUP_SECONDS * 1000).toISOString(), usedAt: null,
    };
    await ctx.db.insertInto('adminSetups').values({ idSite: site.idSite, ...row })
      .onConflict((conflict) => conflict.column('idSite').doUpdateSet(row))
      .execute();
    opened.push({ idSite: site.idSite, token });
  }
  return opened;
}
