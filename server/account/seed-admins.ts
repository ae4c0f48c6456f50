import type { ApiContext } from '../context.ts';
import { hashPassword } from './password.ts';

/**
 * Seeds one SUPER_ADMIN per site from `ADMIN_EMAIL` / `ADMIN_PASSWORD`, only when both are
 * set. An existing account with that e-mail is left as it is. Returns the sites seeded.
 * Instances starting together on one database seed at the same moment: the insert does nothing
 * where another one got there first (`users_site_email`), and only the one that inserted counts it.
 */
export async function seedAdmins(ctx: Pick<ApiContext, 'db' | 'config' | 'now'>, env: NodeJS.ProcessEnv): Promise<number[]> {
  const email = env.ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.ADMIN_PASSWORD;
  if (!email || !password) return [];
  const seeded: number[] = [];
  const passwordHash = await hashPassword(password);
  for (const site of ctx.config.sites()) {
    const existing = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('idSite', '=', site.idSite)
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing) continue;
    const at = ctx.now().toISOString();
    const inserted = await ctx.db
      .insertInto('users')
      .values({
        idSite: site.idSite, email, passwordHash, role: 'SUPER_ADMIN', firstname: 'Admin', lastname: site.name,
        phone: '', birthdate: null, newsletter: 0, createdAt: at, updatedAt: at,
      })
      .onConflict((conflict) => conflict.columns(['idSite', 'email']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) seeded.push(site.idSite);
  }
  return seeded;
}
