import { describe, expect, it } from 'vitest';
import { carryEdits } from './draft-documents.ts';

describe('carryEdits', () => {
  const a = { title: 'A' };
  const b = { title: 'B' };
  it('gives back the fresh documents themselves when nothing was edited', () => {
    const since = { 'a.json': a };
    const fresh = { 'a.json': { title: 'live A' } };
    expect(carryEdits(since, since, fresh)).toBe(fresh);
  });
  it('lays the edited, added and deleted documents over the fresh ones, and keeps the others fresh', () => {
    const since = { 'a.json': a, 'b.json': b };
    const now = { 'a.json': { title: 'A typed' }, 'c.json': { title: 'new' } };
    const fresh = { 'a.json': { title: 'live A' }, 'b.json': { title: 'live B' }, 'd.json': { title: 'live D' } };
    expect(carryEdits(since, now, fresh)).toEqual({ 'a.json': { title: 'A typed' }, 'c.json': { title: 'new' }, 'd.json': { title: 'live D' } });
  });
});
