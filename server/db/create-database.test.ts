import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './create-database.ts';

describe('createDatabase on PostgreSQL', () => {
  // Needs a PostgreSQL server: runs when TEST_DATABASE_URL is set (`npm run test:postgres`, CI).
  // Without one there is no connection to lose, so it is skipped.
  it.skipIf(!process.env.TEST_DATABASE_URL)('survives the server ending an idle connection, and the next query works', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const db = createDatabase({ dataDir: '', databaseUrl: url });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
      const again = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      await db.destroy();
    }
  });
});

describe('createDatabase on SQLite', () => {
  it('lets the garbage collector free statements and closed databases without aborting the process (Node 24)', () => {
    const child = fileURLToPath(new URL('./free-statements.child.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', child], { encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/Assertion failed/);
    expect({ status: run.status, signal: run.signal, stdout: run.stdout }).toEqual({ status: 0, signal: null, stdout: 'freed\n' });
  });
});
