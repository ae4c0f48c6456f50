import type { Kysely } from 'kysely';
import type { LoadedSite } from '../config/loaded-site.ts';
import type { Database } from '../db/database.ts';
import type { Locale } from '../../rules/locale.ts';
import { emailChangeNoticeMail, emailConfirmMail, emailTakenMail } from '../mail/email-change-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { emailChangeLink } from './email-change-link.ts';
import { hashToken, newToken } from './token.ts';

/** A confirmation link for a new login e-mail is valid for 24 hours and only once. */
export const EMAIL_CHANGE_SECONDS = 24 * 3600;

export interface EmailChangeAsk {
  site: LoadedSite;
  lang: Locale;
  user: { id: number; email: string };
  newEmail: string;
  now: Date;
}

/**
 * Asks to change a member's login e-mail, inside the caller's transaction. Nothing changes yet:
 * the new address gets a single-use link (or, when it already has an account on the site, its
 * owner gets a mail saying so, and no link), and the current address is told. What the caller
 * answers is therefore the same in both cases.
 */
export async function askEmailChange(trx: Kysely<Database>, ask: EmailChangeAsk): Promise<void> {
  const { site, user, newEmail, now } = ask;
  const { lang } = ask;
  const createdAt = now.toISOString();
  const queued = { idSite: site.idSite, lang, kind: 'email-change' as const, createdAt };
  const taken = await trx.selectFrom('users').select('id')
    .where('idSite', '=', site.idSite).where('email', '=', newEmail).executeTakeFirst();
  if (taken) {
    await queueMail(trx, { ...queued, to: newEmail, mail: emailTakenMail(site, lang) });
  } else {
    const token = newToken();
    await trx.insertInto('emailChanges').values({
      tokenHash: hashToken(token), userId: user.id, newEmail, usedAt: null,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_SECONDS * 1000).toISOString(),
    }).execute();
    const link = emailChangeLink(site.site.json.info.url, token, ask.lang);
    await queueMail(trx, { ...queued, to: newEmail, mail: emailConfirmMail(site, lang, link) });
  }
  await queueMail(trx, { ...queued, to: user.email, mail: emailChangeNoticeMail(site, lang, newEmail) });
}
