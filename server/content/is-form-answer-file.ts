import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** Whether a stored file was sent with a form's answer (only those are served by /forms/file/download). */
export async function isFormAnswerFile(db: Kysely<Database>, fileId: string): Promise<boolean> {
  const link = await db.selectFrom('formAnswerFiles').select('answerId').where('fileId', '=', fileId).executeTakeFirst();
  return link !== undefined;
}
