import { describe, expect, it } from 'vitest';
import { sqliteDriverFor } from './sqlite-driver-for.ts';

describe('sqliteDriverFor', () => {
  it('takes the Node-API build (13.x) where Node-API 10 exists: Node 22.14+, 24, 26', () => {
    expect(sqliteDriverFor('10')).toBe('better-sqlite3-napi');
    expect(sqliteDriverFor('11')).toBe('better-sqlite3-napi');
  });

  it('keeps 12.x on Node 20 (Node-API 9), where 13.x crashes in new Database()', () => {
    expect(sqliteDriverFor('9')).toBe('better-sqlite3');
  });

  it('keeps 12.x when the runtime names no Node-API version', () => {
    expect(sqliteDriverFor(undefined)).toBe('better-sqlite3');
    expect(sqliteDriverFor('')).toBe('better-sqlite3');
  });
});
