import { describe, expect, it } from 'vitest';
import { baseOf, draftConflicts, nextBases } from './draft-conflicts.ts';

const live: Record<string, string> = { 'pages.json': 'pages v1', 'components/home.json': 'home v1' };
const published = (path: string) => live[path] ?? null;

describe('draft bases and conflicts', () => {
  it('bases a file on the published text it starts from, keeps it on later writes, and rebases when asked', () => {
    const first = nextBases({}, { 'pages.json': 'draft 1', 'components/new.json': 'new' }, [], published);
    expect(first).toEqual({ 'pages.json': baseOf('pages v1'), 'components/new.json': null });
    live['pages.json'] = 'pages v2';
    const second = nextBases(first, { 'pages.json': 'draft 2', 'components/new.json': 'new' }, [], published);
    expect(second['pages.json']).toBe(baseOf('pages v1'));
    expect(draftConflicts({ 'pages.json': 'draft 2', 'components/new.json': 'new' }, second, published)).toEqual(['pages.json']);
    const rebased = nextBases(second, { 'pages.json': 'draft 3' }, ['pages.json'], published);
    expect(rebased).toEqual({ 'pages.json': baseOf('pages v2') });
    expect(draftConflicts({ 'pages.json': 'draft 3' }, rebased, published)).toEqual([]);
  });

  it('sees a file created or deleted by someone else since', () => {
    const bases = nextBases({}, { 'components/new.json': 'mine' }, [], published);
    live['components/new.json'] = 'theirs';
    expect(draftConflicts({ 'components/new.json': 'mine' }, bases, published)).toEqual(['components/new.json']);
  });
});
