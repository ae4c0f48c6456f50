import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftServer } from './draft-server.test-utils.ts';
import type { EditStore } from './pending-edits.ts';
import { useDraft } from './use-draft.ts';

/** The tab's session storage, in memory: it outlives a page, as sessionStorage outlives a reload. */
function tabStore(): EditStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const KEY = 'vitrine:editor:pending:1';
const HOME = 'components/home.json';

/** Opens the editor on `api`, types a title and reloads before the write is due: the page goes away (pagehide) and is unmounted. */
async function typeThenReload(api: Parameters<typeof useDraft>[0], store: EditStore, title: string) {
  const first = renderHook(() => useDraft(api, KEY, store));
  await waitFor(() => expect(first.result.current.docs).not.toBeNull());
  act(() => first.result.current.change({ ...first.result.current.docs!, [HOME]: { title } }, 'title'));
  window.dispatchEvent(new Event('pagehide'));
  first.unmount();
}

/** The keepalive writes sent as a page goes away, held on their way (the server has none of them yet): the test delivers them, or not. */
function holdKeepalive(api: Parameters<typeof useDraft>[0]) {
  const late: Array<Parameters<typeof api.writeOnLeave>> = [];
  api.writeOnLeave = async (...args) => {
    late.push(args);
    return { status: 0, success: false, data: {} as never, message: 'on its way' };
  };
  return late;
}

describe('nothing lost on reload', () => {
  it('writes a title typed just before the reload when the write on the way out has not landed as the page reads the draft back', async () => {
    const { server, api } = draftServer({ [HOME]: { title: 'Accueil' }, 'components/about.json': { title: 'Histoire' } });
    // The keepalive write sent as the page went away: the browser has it, the server not yet.
    const late = holdKeepalive(api);
    const store = tabStore();
    await typeThenReload(api, store, 'Un titre tapé juste avant de recharger');
    expect(late).toHaveLength(1);
    expect(server.files[HOME]).toEqual({ title: 'Accueil' });

    const second = renderHook(() => useDraft(api, KEY, store));
    await waitFor(() => expect(second.result.current.docs?.[HOME]).toEqual({ title: 'Un titre tapé juste avant de recharger' }));
    expect(second.result.current.docs?.['components/about.json']).toEqual({ title: 'Histoire' });
    await waitFor(() => expect(server.files[HOME]).toEqual({ title: 'Un titre tapé juste avant de recharger' }));
    await waitFor(() => expect(second.result.current.saveState).toBe('saved'));
    // Written: the tab keeps nothing more.
    expect(store.items.has(KEY)).toBe(false);
    second.unmount();
  });

  it('sends the reloaded page\'s copy with the id of the write on the way out: landing late, after a newer edit, that write is not applied again', async () => {
    const { server, api } = draftServer({ [HOME]: { title: 'Accueil' } });
    const late = holdKeepalive(api);
    const store = tabStore();
    await typeThenReload(api, store, 'Tapé avant de recharger');
    const second = renderHook(() => useDraft(api, KEY, store));
    await waitFor(() => expect(server.files[HOME]).toEqual({ title: 'Tapé avant de recharger' }));
    await waitFor(() => expect(second.result.current.saveState).toBe('saved'));
    act(() => second.result.current.change({ [HOME]: { title: 'Accueil' } }, 'title'));
    await waitFor(() => expect(server.files[HOME]).toEqual({ title: 'Accueil' }));
    // The keepalive lands now, with the id the copy was written with.
    const [revision, files, merge] = late[0]!;
    const landed = await api.write(revision, files, undefined, merge);
    expect(landed.data).toMatchObject({ replayed: true });
    expect(server.files[HOME]).toEqual({ title: 'Accueil' });
    expect(server.writeIds[0]).toBe(merge?.writeId);
    second.unmount();
  });

  it('is told its copy was applied already when the write on the way out lands between the read and the copy, and reads the draft back', async () => {
    const { server, api } = draftServer({ [HOME]: { title: 'Accueil' } });
    const late = holdKeepalive(api);
    const store = tabStore();
    await typeThenReload(api, store, 'Arrivé entre les deux');
    const revision = server.revision;
    const read = api.draft;
    let reads = 0;
    api.draft = () => {
      reads += 1;
      return read();
    };
    const second = renderHook(() => useDraft(api, KEY, store));
    await waitFor(() => expect(second.result.current.docs?.[HOME]).toEqual({ title: 'Arrivé entre les deux' }));
    // The keepalive lands now, before the copy's write is due.
    const [base, files, merge] = late[0]!;
    expect((await api.write(base, files, undefined, merge)).status).toBe(200);
    await waitFor(() => expect(second.result.current.saveState).toBe('saved'));
    expect(server.revision).toBe(revision + 1);
    // Opened, then read back after the answer `replayed` (another editor's change would show there).
    expect(reads).toBe(2);
    expect(second.result.current.docs?.[HOME]).toEqual({ title: 'Arrivé entre les deux' });
    expect(store.items.has(KEY)).toBe(false);
    second.unmount();
  });

  it('writes nothing again when the write on the way out landed before the draft was read back', async () => {
    const { server, api } = draftServer({ [HOME]: { title: 'Accueil' } });
    const store = tabStore();
    api.writeOnLeave = (baseRevision, files) => api.write(baseRevision, files);
    await typeThenReload(api, store, 'Bienvenue');
    expect(server.files[HOME]).toEqual({ title: 'Bienvenue' });
    const revision = server.revision;

    const second = renderHook(() => useDraft(api, KEY, store));
    await waitFor(() => expect(second.result.current.docs?.[HOME]).toEqual({ title: 'Bienvenue' }));
    expect(second.result.current.saveState).toBe('saved');
    expect(server.revision).toBe(revision);
    expect(store.items.has(KEY)).toBe(false);
    second.unmount();
  });

  it('keeps the edit in the tab while the server cannot be reached, and writes it once the reloaded page can', async () => {
    const { server, api } = draftServer({ [HOME]: { title: 'Accueil' } });
    const store = tabStore();
    const write = api.write;
    api.write = async () => {
      throw new Error('offline');
    };
    api.writeOnLeave = async () => {
      throw new Error('offline');
    };
    const first = renderHook(() => useDraft(api, KEY, store));
    await waitFor(() => expect(first.result.current.docs).not.toBeNull());
    act(() => first.result.current.change({ [HOME]: { title: 'Hors ligne' } }, 'title'));
    await waitFor(() => expect(first.result.current.saveState).toBe('failed'));
    first.unmount();
    expect(store.items.has(KEY)).toBe(true);

    api.write = write;
    const second = renderHook(() => useDraft(api, KEY, store));
    await waitFor(() => expect(server.files[HOME]).toEqual({ title: 'Hors ligne' }));
    await waitFor(() => expect(second.result.current.saveState).toBe('saved'));
    second.unmount();
  });
});
