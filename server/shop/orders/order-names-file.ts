import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Whether a line of the order names this uploaded file among its customization answers. */
export async function orderNamesFile(db: Kysely<Database>, orderId: number, fileId: string): Promise<boolean> {
  const lines = await db.selectFrom('orderLines').select('customizations').where('orderId', '=', orderId).execute();
  return lines.some((line) => (JSON.parse(line.customizations) as { fileId?: string }[]).some((answer) => answer.fileId === fileId));
}
