import { describe, expect, it } from 'vitest';
import { editorContracts } from '../../schemas/api/editor/editor-contracts.ts';
import type { ApiContext } from '../../server/context.ts';
import type { DraftSites } from '../../server/editor/draft-site.ts';
import { contractOf } from '../../server/http/contract-route.ts';
import { editorRoutes } from '../../server/routes/editor/editor-routes.ts';
import { historyRoutes } from '../../server/routes/editor/history-routes.ts';
import { mediaRoutes } from '../../server/routes/editor/media-routes.ts';
import { presenceRoutes } from '../../server/routes/editor/presence-routes.ts';

/*
 * The editor's route table (decision 0073): each route of server/routes/editor (the draft and
 * publish, history and rollback, media library, people and invitations, presence) is registered
 * from its contract in schemas/api/editor, and each contract is registered once. A route without
 * one is named below with its reason.
 */

const WITHOUT_CONTRACT = [
  // Answers the picture's bytes (Content-Type of the picture) to the web server's image pipeline, not the JSON envelope.
  'GET /media-library/:hash',
];

describe('the editor route table', () => {
  const ctx = { config: { sites: () => [] }, log: { warn: () => {} } } as unknown as ApiContext;
  const draftSites = (() => {
    throw new Error('not called');
  }) as unknown as DraftSites;
  const routes = [editorRoutes(ctx, draftSites), historyRoutes(ctx), mediaRoutes(ctx), presenceRoutes(ctx)].flatMap((app) => app.routes).filter((route) => route.method !== 'ALL');
  const name = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

  it('registers every contract of schemas/api/editor once, through its contract', () => {
    for (const contract of editorContracts) {
      const registered = routes.filter((route) => name(route) === name(contract));
      expect(registered, name(contract)).toHaveLength(1);
      expect(contractOf(registered[0]!.handler), name(contract)).toBe(contract);
    }
  });

  it('has a contract for every route of the editor, but the one that answers bytes', () => {
    const contracted = routes.filter((route) => contractOf(route.handler));
    expect(contracted.length).toBe(editorContracts.length);
    expect([...new Set(routes.filter((route) => !contractOf(route.handler)).map(name))].sort()).toEqual(WITHOUT_CONTRACT);
  });
});
