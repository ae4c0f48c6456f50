import { call, waitUntil } from './http.ts';
import { assert, login, type Cluster } from './cluster-checks.ts';

const SITE = { idSite: '88' };

/**
 * Issue 33, task f: an owner publishes from the editor through one instance (draft written and
 * published on instance a, by the editor's API); the two others serve the new page within 5 s.
 */
export async function editorPublishEverywhere(c: Cluster): Promise<string> {
  const { token } = await login(c, '88');
  const auth = { ...SITE, authorization: `Bearer ${token}` };
  const [first] = c.instances;
  assert(first, 'no instance');
  const read = await call(first.port, '/api/admin/editor/draft?path=pages.json', { headers: auth });
  assert(read.status === 200, `draft read: HTTP ${read.status} ${read.text().slice(0, 300)}`);
  const { revision, files } = read.json().data as { revision: number; files: Record<string, { pages: { id: number; title: { fr: string } }[] }> };
  const pages = files['pages.json'];
  assert(pages, 'the draft has no pages.json');
  const title = `Le domaine, édité en ligne ${Date.now()}`;
  const page = pages.pages.find((one) => one.id === 10);
  assert(page, 'page 10 (le-domaine) not in the draft');
  page.title.fr = title;
  const written = await call(first.port, '/api/admin/editor/draft', { method: 'PATCH', headers: auth, body: { baseRevision: revision, files: { 'pages.json': pages } } });
  assert(written.status === 200, `draft write: HTTP ${written.status} ${written.text().slice(0, 300)}`);
  const published = await call(first.port, '/api/admin/editor/publish', { method: 'POST', headers: auth, body: { baseRevision: written.json().data.revision as number } });
  assert(published.status === 200, `publish: HTTP ${published.status} ${published.text().slice(0, 300)}`);
  const version = published.json().data.version as string;
  const at = Date.now();
  // Each instance reports the version and answers the page as the editor published it.
  const served = await waitUntil(async () => {
    const answers = await Promise.all(c.instances.map(async (instance) => ({
      health: await call(instance.port, '/healthz', { timeoutMs: 2000 }),
      page: await call(instance.port, '/api/page/10', { headers: { ...SITE, userLang: 'fr_FR' }, timeoutMs: 2000 }, `domaine.localhost:${c.lb}`),
    })));
    return answers.every(({ health, page }) => health.json().configVersion === version && page.status === 200 && page.text().includes(title));
  }, 5_000, 200);
  assert(served, `the page published from the editor (version ${String(version).slice(0, 12)}) was not served by all three instances within 5 s`);
  return `published on ${first.name}, served by a, b and c after ${Date.now() - at} ms`;
}
