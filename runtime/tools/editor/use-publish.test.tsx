import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Documents, EditorApi } from './editor-api.ts';
import { useDraft } from './use-draft.ts';
import { usePublish } from './use-publish.ts';

const answer = <T,>(status: number, data: T, message = '') => ({ status, success: status === 200, data, message });

/**
 * A draft server in memory, as the real one behaves for these calls: a write at another revision
 * is refused (409); a publication, answered when the test says so, empties the draft (the
 * documents become the live ones) and moves the revision.
 */
function draftServer(files: Documents) {
  const server = { revision: 1, files, publications: [] as Array<() => void> };
  const api = {
    draft: async () => answer(200, { revision: server.revision, changed: [], files: server.files }),
    validate: async () => answer(200, { revision: server.revision, errors: [] }),
    write: async (baseRevision: number, written: Record<string, Record<string, unknown> | null>) => {
      if (baseRevision !== server.revision) return answer(409, {} as never, 'moved');
      const next = { ...server.files };
      for (const [path, document] of Object.entries(written)) if (document === null) delete next[path]; else next[path] = document;
      server.files = next;
      server.revision += 1;
      return answer(200, { revision: server.revision, changed: Object.keys(written), errors: [] });
    },
    publish: (baseRevision: number) =>
      new Promise((resolve) => {
        server.publications.push(() => {
          if (baseRevision !== server.revision) return resolve(answer(409, {} as never, 'moved'));
          server.revision += 1;
          resolve(answer(200, { version: 'a'.repeat(64), published: true, served: true, revision: server.revision }));
        });
      }),
    status: async () => answer(200, { revision: server.revision, changed: [], servedVersion: 'a'.repeat(64) }),
    writeOnLeave: async () => answer(200, { revision: server.revision }),
  } as unknown as EditorApi;
  return { server, api };
}

describe('publishing from the editor', () => {
  it('keeps a title typed while the publication is on its way, over the draft read back after it, and writes it (issue 34)', async () => {
    const { server, api } = draftServer({ 'components/home.json': { title: 'Accueil' } });
    const { result } = renderHook(() => {
      const draft = useDraft(api);
      return { draft, publish: usePublish(api, draft, 'fr', () => undefined) };
    });
    await waitFor(() => expect(result.current.draft.docs).not.toBeNull());

    let published!: Promise<void>;
    act(() => {
      published = result.current.publish.doPublish();
    });
    // Typed in the second after "Publier": the publication has not answered yet.
    act(() => result.current.draft.change({ 'components/home.json': { title: 'Bienvenue au domaine' } }, 'title'));
    await act(async () => {
      server.publications.shift()!();
      await published;
    });

    expect(result.current.draft.docs?.['components/home.json']).toEqual({ title: 'Bienvenue au domaine' });
    await waitFor(() => expect(server.files['components/home.json']).toEqual({ title: 'Bienvenue au domaine' }));
    await waitFor(() => expect(result.current.draft.saveState).toBe('saved'));
  });

  it('writes an edit made during a refused publication once the refusal is known', async () => {
    const { server, api } = draftServer({ 'components/home.json': { title: 'Accueil' } });
    api.publish = async () => answer(422, { version: '', published: false, served: false, revision: server.revision, errors: [] }, 'refused') as never;
    const { result } = renderHook(() => {
      const draft = useDraft(api);
      return { draft, publish: usePublish(api, draft, 'fr', () => undefined) };
    });
    await waitFor(() => expect(result.current.draft.docs).not.toBeNull());
    await act(async () => {
      const published = result.current.publish.doPublish();
      result.current.draft.change({ 'components/home.json': { title: 'Nouveau titre' } }, 'title');
      await published;
    });
    await waitFor(() => expect(server.files['components/home.json']).toEqual({ title: 'Nouveau titre' }));
  });
});
