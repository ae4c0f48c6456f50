import type { Generated } from 'kysely';

/** Dates are ISO strings (portable across SQLite and PostgreSQL). */

/** One submitted answer to a form of forms.json (POST /forms/{id}/submit). */
export interface FormAnswersTable {
  id: Generated<number>;
  idSite: number;
  formId: string;
  /** JSON of the cleaned answers: field name → text, yes/no, file names or null. */
  answers: string;
  lang: string;
  createdAt: string;
}

/** A file uploaded with a form answer; the bytes and metadata live in the `files` table. */
export interface FormAnswerFilesTable {
  fileId: string;
  answerId: number;
  fieldName: string;
}

/** A sign-up to an element that takes registrations (POST /element/{route}/{id}/register). */
export interface ElementRegistrationsTable {
  id: Generated<number>;
  idSite: number;
  route: string;
  elementId: number;
  name: string;
  email: string;
  phone: string | null;
  seats: number;
  createdAt: string;
}

/** A message of the contact form (POST /message). */
export interface ContactMessagesTable {
  id: Generated<number>;
  idSite: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  createdAt: string;
}

/** A newsletter sign-up by e-mail (POST /newsletter/subscribe), unique per site and e-mail. */
export interface NewsletterSignupsTable {
  id: Generated<number>;
  idSite: number;
  email: string;
  lang: string;
  createdAt: string;
}

/** A visit arriving with `?from=` (GET /site/visit/{from}). */
export interface VisitLogsTable {
  id: Generated<number>;
  idSite: number;
  source: string;
  createdAt: string;
}

export interface ContentTables {
  formAnswers: FormAnswersTable;
  formAnswerFiles: FormAnswerFilesTable;
  elementRegistrations: ElementRegistrationsTable;
  contactMessages: ContactMessagesTable;
  newsletterSignups: NewsletterSignupsTable;
  visitLogs: VisitLogsTable;
}
