import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/account/password.ts';
import { seedAdmins } from '../../../server/account/seed-admins.ts';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { twoInstances } from './two-instances.test-utils.ts';

// Instances that start together on one database all seed ADMIN_EMAIL at the same moment (the
// cluster test starts three, and one failed to start on `users_site_email`). The race is played
// exactly: another instance seeds the admin once this one has checked, before it inserts.
let h: Harness;
let db: Awaited<ReturnType<typeof twoInstances>>;
beforeAll(async () => {
  h = await createHarness();
  db = await twoInstances();
});
afterAll(async () => {
  await h?.close();
  await db?.close();
});

const PASSWORD = 'un-mot-de-passe-solide';
const sitesOf = () => h.ctx.config.sites().map((site) => site.idSite).sort((a, b) => a - b);

/** A plugin that runs `meanwhile` once, after the first query has answered and before the caller reads the answer. */
function afterFirstAnswer(meanwhile: () => Promise<void>): KyselyPlugin {
  let done = false;
  return {
    transformQuery: (args) => args.node,
    async transformResult(args) {
      if (!done) {
        done = true;
        await meanwhile();
      }
      return args.result;
    },
  };
}

describe('seeding the admin from ADMIN_EMAIL', () => {
  it('starts although another instance seeded the admin between the check and the insert', async () => {
    const email = 'raced-admin@example.fr';
    const passwordHash = await hashPassword(PASSWORD);
    const at = new Date().toISOString();
    const otherInstance = async () => {
      await db.b.insertInto('users').values(sitesOf().map((idSite) => ({
        idSite, email, passwordHash, role: 'SUPER_ADMIN' as const, firstname: 'Admin', lastname: 'other instance',
        phone: '', birthdate: null, newsletter: 0, createdAt: at, updatedAt: at,
      }))).execute();
    };
    const raced = { config: h.ctx.config, now: h.ctx.now, db: db.a.withPlugin(afterFirstAnswer(otherInstance)) };
    expect(await seedAdmins(raced, { ADMIN_EMAIL: email, ADMIN_PASSWORD: PASSWORD })).toEqual([]);
    const admins = await db.a.selectFrom('users').select(['idSite', 'lastname']).where('email', '=', email).orderBy('idSite').execute();
    expect(admins).toEqual(sitesOf().map((idSite) => ({ idSite, lastname: 'other instance' })));
  });

  it('seeds one admin per site, and a later start leaves them as they are', async () => {
    const env = { ADMIN_EMAIL: 'Second-Admin@example.fr', ADMIN_PASSWORD: PASSWORD };
    expect((await seedAdmins(h.ctx, env)).sort((a, b) => a - b)).toEqual(sitesOf());
    expect(await seedAdmins(h.ctx, env)).toEqual([]);
    const admins = await h.ctx.db.selectFrom('users').select(['idSite', 'role']).where('email', '=', 'second-admin@example.fr').orderBy('idSite').execute();
    expect(admins).toEqual(sitesOf().map((idSite) => ({ idSite, role: 'SUPER_ADMIN' })));
  });
});
