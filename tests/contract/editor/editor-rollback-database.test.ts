import { describe, expect, it, vi } from 'vitest';
import { latestConfigVersion, readConfigBundle } from '../../../server/config/publish-config.ts';
import { databaseEditorInstances } from './database-editor-instances.test-utils.ts';
import { ADMIN, copy } from './editor-test-site.test-utils.ts';

const instances = databaseEditorInstances();
const instance = instances.instance;
type Json = Record<string, any>;

describe('rollback with CONFIG_SOURCE=database (issue 34, item 1)', () => {
  it('rolls back through an instance that has not caught up yet: the newest version is the one changed, and every instance serves the restored one', async () => {
    const [one, two] = [await instance(), await instance()];
    const token = (await one.call('POST', '/login', ADMIN)).json.data.token as string;
    const publishTitle = async (title: string): Promise<string> => {
      const read = (await one.call('GET', '/admin/editor/draft?path=components/home.json', undefined, token)).json.data;
      const home = copy(read.files['components/home.json']) as Json;
      home.config.layout[0].props.title.en = title;
      const saved = await one.call('PATCH', '/admin/editor/draft', { baseRevision: read.revision, files: { 'components/home.json': home } }, token);
      const published = await one.call('POST', '/admin/editor/publish', { baseRevision: saved.json.data.revision, message: title }, token);
      expect(published.status).toBe(200);
      return published.json.data.version as string;
    };
    const a = await publishTitle('Version A');
    await vi.waitFor(() => {
      expect(one.ctx.configVersion()).toBe(a);
      expect(two.ctx.configVersion()).toBe(a);
    }, { timeout: 10_000, interval: 100 });
    await publishTitle('Version B');
    // Instance two still serves A (its poll has not run): the rollback to A must still publish.
    const history = (await two.call('GET', '/admin/editor/history?limit=2', undefined, token)).json.data.versions as Json[];
    expect(history.map((version) => version.message)).toEqual(['Version B', 'Version A']);
    const rolled = await two.call('POST', `/admin/editor/history/${history[1]!.id}/rollback`, {}, token);
    expect(rolled.status).toBe(200);
    expect(rolled.json.data.published).toBe(true);
    const newest = (await two.call('GET', '/admin/editor/history?limit=1', undefined, token)).json.data.versions[0] as Json;
    expect(newest).toMatchObject({ source: 'rollback', version: rolled.json.data.version, rolledBackTo: { id: history[1]!.id }, files: ['components/home.json'] });
    expect(newest.pages).toEqual([{ id: null, title: { fr: 'Accueil', en: 'Home' } }]);
    await vi.waitFor(() => {
      expect(one.ctx.configVersion()).toBe(rolled.json.data.version);
      expect(two.ctx.configVersion()).toBe(rolled.json.data.version);
    }, { timeout: 10_000, interval: 100 });
    for (const instance of [one, two]) expect((await instance.call('GET', '/component/conf/home')).json.data.config.layout[0].props.title).toBe('Version A');
    // The other site is left as it was.
    const bundle = await readConfigBundle(instances.db().a, (await latestConfigVersion(instances.db().a))!.id);
    expect(bundle?.ok).toBe(true);
  }, 90_000);
});
