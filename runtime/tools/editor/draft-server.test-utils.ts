import type { Documents, EditorApi, WriteMerge } from './editor-api.ts';

export const answer = <T,>(status: number, data: T, message = '') => ({ status, success: status === 200, data, message });

/**
 * A draft server in memory, as the real one behaves for these calls: a write whose `writeId` was
 * applied already is answered `replayed`; one at another revision is refused (409); a publication, answered when the test says so, empties the draft (the
 * documents become the live ones) and moves the revision.
 */
export function draftServer(files: Documents) {
  const server = { revision: 1, files, publications: [] as Array<() => void>, writeIds: [] as string[] };
  const api = {
    draft: async () => answer(200, { revision: server.revision, changed: [], files: server.files }),
    validate: async () => answer(200, { revision: server.revision, errors: [] }),
    write: async (baseRevision: number, written: Record<string, Record<string, unknown> | null>, _rebase?: string[], merge?: WriteMerge) => {
      if (merge?.writeId !== undefined && server.writeIds.includes(merge.writeId)) return answer(200, { revision: server.revision, changed: [], errors: [], replayed: true });
      if (baseRevision !== server.revision) return answer(409, {} as never, 'moved');
      if (merge?.writeId !== undefined) server.writeIds.push(merge.writeId);
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

