import { describe, expect, it } from 'vitest';
import { editorAccessNeeded } from './editor-route-roles.ts';

describe('editorAccessNeeded', () => {
  it('finds a route by method and path, with its parameters, under any mount', () => {
    expect(editorAccessNeeded('GET', '/admin/editor/draft')).toBe('editor');
    expect(editorAccessNeeded('POST', '/api/admin/editor/publish')).toBe('owner');
    expect(editorAccessNeeded('GET', '/api/admin/editor/pages/12/links')).toBe('editor');
    expect(editorAccessNeeded('PUT', '/admin/editor/people/7')).toBe('owner');
    expect(editorAccessNeeded('HEAD', '/admin/editor/status')).toBe('editor');
  });

  it('answers null for a route the table does not list (the guard then asks for an owner)', () => {
    expect(editorAccessNeeded('POST', '/admin/editor/draft')).toBeNull();
    expect(editorAccessNeeded('GET', '/admin/editor/rollback')).toBeNull();
    expect(editorAccessNeeded('GET', '/admin/editor/pages/12/links/more')).toBeNull();
  });
});
