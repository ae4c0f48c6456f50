import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EditorVersion } from '../../../../schemas/api/editor/editor-history.ts';
import type { HistoryApi } from './history-api.ts';
import { HistoryPanel } from './HistoryPanel.tsx';

const version = (id: number, current: boolean): EditorVersion => ({
  id, version: `v${id}`, publishedAt: `2026-11-2${id}T10:00:00.000Z`, publishedBy: 'claire@example.fr', message: null,
  source: 'editor', pages: [], files: ['pages.json'], current,
});

const api = {
  versions: async () => ({ success: true, data: { versions: [version(2, true), version(1, false)], next: null } }),
  compare: async () => ({ success: false, message: 'not asked' }),
  rollback: async () => ({ success: false, message: 'not asked' }),
  audit: async () => ({ success: false, message: 'not asked' }),
} as unknown as HistoryApi;

// jsdom has no modal dialogs: the editor's Modal opens its <dialog> with showModal.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.removeAttribute('open'); };
});

afterEach(cleanup);

// Decision 0067: restoring a version publishes it, an owner's right; an editor compares only.
describe('HistoryPanel: who may restore', () => {
  it('offers an owner to restore an older version', async () => {
    render(<HistoryPanel api={api} lang="en" onRestored={() => undefined} onClose={() => undefined} canRestore />);
    expect(await screen.findAllByRole('button', { name: /^Restore this version/ })).toHaveLength(1);
  });

  it('offers an editor the comparison but no restore', async () => {
    render(<HistoryPanel api={api} lang="en" onRestored={() => undefined} onClose={() => undefined} canRestore={false} />);
    expect(await screen.findAllByRole('button', { name: /^Compare with the live version|^Compare/ })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Restore this version/ })).toBeNull();
  });
});
