/** The two builds of better-sqlite3 in package.json: 12 (raw V8 API) and 13 (Node-API 10), under an alias. */
export type SqliteDriver = 'better-sqlite3' | 'better-sqlite3-napi';

/**
 * Which better-sqlite3 build this Node can run (decision 0034). 12.x wraps its objects in
 * `node::ObjectWrap`; built against Node ≥ 24.19's headers, that wrapper's destructor asserts an
 * entered context and aborts the process the first time the garbage collector frees a statement
 * or a database. 13.x is built on Node-API 10 and has no such wrapper, but needs a Node with
 * Node-API 10 (22.14+, 24): on Node 20 (Node-API 9) it crashes inside `new Database()`.
 * `napi` is `process.versions.napi`.
 */
export function sqliteDriverFor(napi: string | undefined): SqliteDriver {
  return Number(napi) >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3';
}
