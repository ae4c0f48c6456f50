import { Kysely, SqliteDialect, type Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BetterSqlite3 } from '../db/better-sqlite3.ts';
import { parseListQuery } from './list-query.ts';
import { pageListQuery, whereListQuery } from './list-query-sql.ts';

interface Db {
  wines: { id: Generated<number>; name: string; price: number; color: string };
}

const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
const columns = { name: 'wines.name', price: 'wines.price', color: 'wines.color' };

beforeAll(async () => {
  await db.schema.createTable('wines')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'real', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('wines').values([
    { name: 'Château Haut', price: 12, color: 'rouge' },
    { name: 'Clos Bas', price: 25, color: 'blanc' },
    { name: 'Domaine du CHÂTEAU', price: 40, color: 'rouge' },
  ]).execute();
});
afterAll(() => db.destroy());

async function names(query: Record<string, string>) {
  const list = parseListQuery(query, ['name', 'price', 'color']);
  const filtered = whereListQuery(db.selectFrom('wines').select('name'), list, columns);
  const rows = await pageListQuery(filtered, list, columns).execute();
  const total = await whereListQuery(db.selectFrom('wines').select((eb) => eb.fn.countAll<number>().as('n')), list, columns)
    .executeTakeFirstOrThrow();
  return { names: rows.map((row) => row.name), total: Number(total.n) };
}

describe('whereListQuery / pageListQuery', () => {
  it('filters with operators and counts before paging', async () => {
    expect(await names({ price: 'gte:25', orderBy: 'price' })).toEqual({ names: ['Clos Bas', 'Domaine du CHÂTEAU'], total: 2 });
    expect(await names({ color: 'df:rouge' })).toEqual({ names: ['Clos Bas'], total: 1 });
    expect(await names({ color: 'rouge,blanc', nbItem: '1', page: '2', orderBy: '-price' })).toEqual({ names: ['Clos Bas'], total: 3 });
  });

  it('matches like case-insensitively', async () => {
    expect((await names({ name: 'lk:clos' })).names).toEqual(['Clos Bas']);
  });

  it('refuses a filter without a column with a 400', async () => {
    const list = parseListQuery({ secret: 'x' }, ['secret']);
    expect(() => whereListQuery(db.selectFrom('wines').selectAll(), list, columns)).toThrow(/'secret'/);
  });
});
