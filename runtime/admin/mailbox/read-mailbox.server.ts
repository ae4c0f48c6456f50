import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { emlFileName, type MailboxEntry } from '../../../server/mail/mail-transport.ts';

/** One mail of the development mailbox (the `.json` the mail worker writes beside each `.eml`). */
export type MailboxMail = MailboxEntry;

function isMail(value: unknown): value is MailboxMail {
  const mail = value as MailboxMail;
  return typeof mail === 'object' && mail !== null && Number.isInteger(mail.id) && typeof mail.to === 'string'
    && typeof mail.subject === 'string' && typeof mail.date === 'string' && typeof mail.text === 'string';
}

/** Every mail of the folder, newest first (by date, then by id); a missing folder is an empty box. */
export async function readMailbox(folder: string): Promise<MailboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => /^\d{12}\.json$/.test(name));
  } catch {
    return [];
  }
  const mails = await Promise.all(names.map(async (name) => {
    try {
      const parsed: unknown = JSON.parse(await readFile(join(folder, name), 'utf8'));
      return isMail(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }));
  return mails.filter((mail): mail is MailboxMail => mail !== null)
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

/** One mail by id, or null. */
export async function readMailboxMail(folder: string, id: number): Promise<MailboxMail | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(folder, emlFileName(id).replace(/\.eml$/, '.json')), 'utf8'));
    return isMail(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
