import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { validateServed } from '../../../schemas/validation/validate-served.ts';
import { EditorPresenceSchema } from '../../../schemas/api/editor/editor.ts';
import { PRESENCE_LEASE_MS } from '../../../server/editor/editor-presence.ts';
import { createEditorHarness, type EditorHarness } from './editor-test-site.test-utils.ts';

// Who else edits the site (issue 34, item 3): a lease per open editor, kept in the database.
function expectShape(schema: TSchema, data: unknown): void {
  const checked = validateServed(schema, data);
  expect(checked.ok ? [] : checked.errors).toEqual([]);
}

let e: EditorHarness;
let clock = Date.parse('2026-11-28T10:00:00Z');
beforeAll(async () => {
  e = await createEditorHarness({ now: () => new Date(clock) });
});
afterAll(async () => {
  await e.close();
});

const touch = (tab: string, page: string) => e.call('PUT', '/admin/editor/presence', { tab, page });

describe('the editor API: who else is editing (issue 34, item 3)', () => {
  it('shows each open editor the others with their page, until their lease ends or they leave', async () => {
    expect((await touch('tab-marie-1', 'home')).json!.data).toEqual({ others: [] });
    const seen = await touch('tab-paul-01', '20');
    expect(seen.status).toBe(200);
    expectShape(EditorPresenceSchema, seen.json!.data);
    // The same admin account in both tabs here: `self` says so.
    expect(seen.json!.data.others).toEqual([{ name: expect.any(String), page: 'home', self: true }]);
    expect((await touch('tab-marie-1', '20')).json!.data.others.map((one: { page: string }) => one.page)).toEqual(['20']);

    // Paul's tab stops renewing: after the lease it is gone.
    clock += PRESENCE_LEASE_MS + 1;
    expect((await touch('tab-marie-1', '20')).json!.data.others).toEqual([]);

    // Paul comes back, then leaves: dropped at once.
    await touch('tab-paul-01', 'home');
    expect((await touch('tab-marie-1', '20')).json!.data.others).toHaveLength(1);
    expect((await e.call('DELETE', '/admin/editor/presence', { tab: 'tab-paul-01' })).status).toBe(200);
    expect((await touch('tab-marie-1', '20')).json!.data.others).toEqual([]);
  });

  it('is for admins only, and refuses a bad tab or page in the request\'s language', async () => {
    expect((await e.call('PUT', '/admin/editor/presence', { tab: 'tab-member-1', page: 'home' }, { token: e.member })).status).toBe(403);
    expect((await e.call('PUT', '/admin/editor/presence', { tab: 'tab-member-1', page: 'home' }, { token: null })).status).toBe(401);
    const bad = await e.call('PUT', '/admin/editor/presence', { tab: 'x', page: '../etc' }, { lang: 'fr_FR' });
    expect(bad.status).toBe(400);
  });
});
