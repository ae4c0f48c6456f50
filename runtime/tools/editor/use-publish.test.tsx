import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, draftServer } from './draft-server.test-utils.ts';
import { useDraft } from './use-draft.ts';
import { usePublish } from './use-publish.ts';

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
