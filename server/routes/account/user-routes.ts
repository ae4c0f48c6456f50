import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import { clearAuthCookies } from '../../account/auth-cookies.ts';
import { accountMessage } from '../../account/messages.ts';
import { hashPassword, verifyPassword } from '../../account/password.ts';
import { hashToken } from '../../account/token.ts';
import { normalizeEmail, passwordField, profileFields, profileOf } from '../../account/user-profile.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../http/api-error.ts';
import { requireUser, tokenOf, userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { langOf } from '../../http/request-context.ts';
import { parseBody } from '../../http/validate.ts';

const ProfileBody = Type.Partial(Type.Object(profileFields), { minProperties: 1, additionalProperties: false });
const PasswordBody = Type.Object({ currentPassword: Type.String({ minLength: 1 }), newPassword: passwordField });

/** GET/PUT /user, PUT /user/password, DELETE /user (all for the logged-in member). */
export function userRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/user', requireUser);
  app.use('/user/password', requireUser);

  const loadRow = async (id: number) => {
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(401, 'You must be logged in');
    return row;
  };

  app.get('/user', async (c) => ok(c, profileOf(await loadRow((await userOf(c)).id))));

  app.put('/user', async (c) => {
    const lang = langOf(c);
    const user = await userOf(c);
    const body = await parseBody(c, ProfileBody);
    const changes = {
      ...(body.email !== undefined ? { email: normalizeEmail(body.email) } : {}),
      ...(body.firstname !== undefined ? { firstname: body.firstname.trim() } : {}),
      ...(body.lastname !== undefined ? { lastname: body.lastname.trim() } : {}),
      ...(body.phone !== undefined ? { phone: body.phone.trim() } : {}),
      ...(body.birthdate !== undefined ? { birthdate: body.birthdate } : {}),
      updatedAt: ctx.now().toISOString(),
    };
    const row = await ctx.db.transaction().execute(async (trx) => {
      if (changes.email !== undefined) {
        const taken = await trx.selectFrom('users').select('id').where('idSite', '=', user.idSite)
          .where('email', '=', changes.email).where('id', '<>', user.id).executeTakeFirst();
        if (taken) throw new ApiError(409, accountMessage(lang, 'emailTaken'));
      }
      return trx.updateTable('users').set(changes).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    });
    return ok(c, profileOf(row), accountMessage(lang, 'profileSaved'));
  });

  app.put('/user/password', async (c) => {
    const lang = langOf(c);
    const user = await userOf(c);
    const body = await parseBody(c, PasswordBody);
    const row = await loadRow(user.id);
    if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
      throw new ApiError(400, accountMessage(lang, 'wrongCurrentPassword'));
    }
    const passwordHash = await hashPassword(body.newPassword);
    const current = hashToken(tokenOf(c) ?? '');
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ passwordHash, updatedAt: ctx.now().toISOString() }).where('id', '=', user.id).execute();
      await trx.deleteFrom('sessions').where('userId', '=', user.id).where('tokenHash', '<>', current).execute();
    });
    return ok(c, null, accountMessage(lang, 'passwordChanged'));
  });

  app.delete('/user', async (c) => {
    const lang = langOf(c);
    const user = await userOf(c);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('files').set({ ownerId: null }).where('ownerId', '=', user.id).execute();
      await trx.deleteFrom('sessions').where('userId', '=', user.id).execute();
      await trx.deleteFrom('passwordResets').where('userId', '=', user.id).execute();
      await trx.deleteFrom('newsletterSubscriptions').where('userId', '=', user.id).execute();
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
    });
    clearAuthCookies(c);
    return ok(c, null, accountMessage(lang, 'accountDeleted'));
  });

  return app;
}
