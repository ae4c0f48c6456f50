import { call, waitUntil } from './http.ts';
import { assert, login, type Cluster } from './cluster-checks.ts';

const SITE = { idSite: '88' };

/**
 * Issue 34, item 1: two versions published from the editor through instance a (page 10's title
 * A, then B), then the first restored through instance b (rollback): all three instances serve
 * title A again, and report the rollback's version, within 5 s.
 */
export async function editorRollbackEverywhere(c: Cluster): Promise<string> {
  const { token } = await login(c, '88');
  const auth = { ...SITE, authorization: `Bearer ${token}` };
  const [first, second] = c.instances;
  assert(first && second, 'two instances needed');
  const publishTitle = async (title: string): Promise<void> => {
    const read = await call(first.port, '/api/admin/editor/draft?path=pages.json', { headers: auth });
    assert(read.status === 200, `draft read: HTTP ${read.status} ${read.text().slice(0, 300)}`);
    const { revision, files } = read.json().data as { revision: number; files: Record<string, { pages: { id: number; title: { fr: string } }[] }> };
    const page = files['pages.json']?.pages.find((one) => one.id === 10);
    assert(page, 'page 10 (le-domaine) not in the draft');
    page.title.fr = title;
    const written = await call(first.port, '/api/admin/editor/draft', { method: 'PATCH', headers: auth, body: { baseRevision: revision, files: { 'pages.json': files['pages.json'] } } });
    assert(written.status === 200, `draft write: HTTP ${written.status} ${written.text().slice(0, 300)}`);
    const published = await call(first.port, '/api/admin/editor/publish', { method: 'POST', headers: auth, body: { baseRevision: written.json().data.revision as number, message: title } });
    assert(published.status === 200, `publish: HTTP ${published.status} ${published.text().slice(0, 300)}`);
  };
  const stamp = Date.now();
  const [titleA, titleB] = [`Le domaine, version A ${stamp}`, `Le domaine, version B ${stamp}`];
  await publishTitle(titleA);
  await publishTitle(titleB);
  const history = await call(second.port, '/api/admin/editor/history?limit=2', { headers: auth });
  assert(history.status === 200, `history: HTTP ${history.status} ${history.text().slice(0, 300)}`);
  const versions = history.json().data.versions as { id: number; message: string | null }[];
  assert(versions[1]?.message === titleA, `the history does not list version A second: ${JSON.stringify(versions.map((one) => one.message))}`);
  const rolled = await call(second.port, `/api/admin/editor/history/${versions[1].id}/rollback`, { method: 'POST', headers: auth, body: {} });
  assert(rolled.status === 200 && rolled.json().data.published === true, `rollback: HTTP ${rolled.status} ${rolled.text().slice(0, 300)}`);
  const version = rolled.json().data.version as string;
  const at = Date.now();
  const served = await waitUntil(async () => {
    const answers = await Promise.all(c.instances.map(async (instance) => ({
      health: await call(instance.port, '/healthz', { timeoutMs: 2000 }),
      page: await call(instance.port, '/api/page/10', { headers: { ...SITE, userLang: 'fr_FR' }, timeoutMs: 2000 }, `domaine.localhost:${c.lb}`),
    })));
    return answers.every(({ health, page }) => health.json().configVersion === version && page.status === 200 && page.text().includes(titleA) && !page.text().includes(titleB));
  }, 5_000, 200);
  assert(served, `the rollback to version A (${version.slice(0, 12)}) was not served by all three instances within 5 s`);
  return `rolled back through ${second.name}, served by a, b and c after ${Date.now() - at} ms`;
}
