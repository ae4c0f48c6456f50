import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

/** A file of an answer once recorded in the file store. */
export interface AnswerFile {
  id: string;
  name: string;
  field: string;
  size: number;
  mime: string;
}

export interface FormAnswer<F> {
  idSite: number;
  formId: string;
  values: Record<string, unknown>;
  lang: string;
  createdAt: string;
  /** The staged files by field, in the form's field order. */
  files: readonly { field: string; list: readonly F[] }[];
}

/**
 * Stores a form's answer, its files (`record` writes each staged file's row in the store) and
 * their links to the answer in one transaction, then runs `notify` in it (the caller queues the
 * company's mail in the outbox): all of it lands, or none. Answers the answer's id and its files.
 */
export async function storeFormAnswer<F>(
  db: Kysely<Database>,
  answer: FormAnswer<F>,
  record: (file: F, trx: Transaction<Database>) => Promise<Omit<AnswerFile, 'field'>>,
  notify: (trx: Transaction<Database>, answerId: number, files: readonly AnswerFile[]) => Promise<void>,
): Promise<{ id: number; files: AnswerFile[] }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('formAnswers')
      .values({ idSite: answer.idSite, formId: answer.formId, answers: JSON.stringify(answer.values), lang: answer.lang, createdAt: answer.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const files: AnswerFile[] = [];
    for (const { field, list } of answer.files) {
      for (const file of list) {
        const stored = await record(file, trx);
        await trx.insertInto('formAnswerFiles').values({ fileId: stored.id, answerId: row.id, fieldName: field }).execute();
        files.push({ id: stored.id, name: stored.name, field, size: stored.size, mime: stored.mime });
      }
    }
    await notify(trx, row.id, files);
    return { id: row.id, files };
  });
}
