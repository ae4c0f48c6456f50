import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BetterSqlite3 } from './better-sqlite3.ts';
import { withStatementCache } from './statement-cache.ts';

interface Db {
  stock: { id: number; quantity: number };
}

function counted() {
  const sqlite = new BetterSqlite3(':memory:');
  const prepared: string[] = [];
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => {
    prepared.push(text);
    return prepare(text);
  }) as typeof sqlite.prepare;
  return { sqlite, prepared };
}

describe('withStatementCache', () => {
  it('prepares each SQL text once and gives the right rows every time, writes included', async () => {
    const { sqlite, prepared } = counted();
    const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await sql`create table stock (id integer primary key, quantity integer not null)`.execute(db);
    await db.insertInto('stock').values([{ id: 101, quantity: 480 }, { id: 102, quantity: 3 }]).execute();
    const read = (id: number) => db.selectFrom('stock').select('quantity').where('id', '=', id).executeTakeFirst();
    expect(await read(101)).toEqual({ quantity: 480 });
    expect(await read(102)).toEqual({ quantity: 3 });
    await db.updateTable('stock').set({ quantity: 2 }).where('id', '=', 102).execute();
    expect(await read(102)).toEqual({ quantity: 2 });
    const selects = prepared.filter((text) => text.startsWith('select'));
    expect(selects).toHaveLength(1);
    // A schema change: SQLite prepares the kept statement again by itself.
    await sql`alter table stock add column reserved integer not null default 0`.execute(db);
    expect(await read(101)).toEqual({ quantity: 480 });
    await db.destroy();
  });

  it('keeps at most `max` statements, dropping the least recently used', async () => {
    const { sqlite, prepared } = counted();
    const cache = withStatementCache(sqlite, 2);
    cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 1');
    cache.prepare('select 3');
    cache.prepare('select 1');
    cache.prepare('select 2');
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
    cache.close();
    expect(() => withStatementCache(new BetterSqlite3(':memory:'), 0)).toThrow(/max must be/);
  });
});
