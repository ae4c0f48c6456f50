/** One mail as the admin's mailbox (`/_mail`) lists it: written by the server, shown by the tools. */
export interface MailboxEntry {
  id: number;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string | null;
}
