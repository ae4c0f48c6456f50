import { describe, expect, it, vi } from 'vitest';
import { databaseEditorInstances } from './database-editor-instances.test-utils.ts';
import { ADMIN, copy } from './editor-test-site.test-utils.ts';

const instances = databaseEditorInstances();
const instance = instances.instance;


describe('publish with CONFIG_SOURCE=database (issue 33, item 9)', () => {
  it('shows a draft written through one instance on another, publishes it as one new version row, and every instance serves it', async () => {
    const [one, two] = [await instance(), await instance()];
    const token = (await one.call('POST', '/login', ADMIN)).json.data.token as string;
    const read = (await two.call('GET', '/admin/editor/draft', undefined, token)).json.data;
    const home = copy(read.files['components/home.json']);
    home.config.layout[0].props.title.en = 'Published to every instance';
    const saved = await one.call('PATCH', '/admin/editor/draft', { baseRevision: read.revision, files: { 'components/home.json': home } }, token);
    expect(saved.status).toBe(200);
    // Another instance shows the draft (it lives in the database), and its own API still serves the live site.
    expect((await two.call('GET', '/admin/editor/draft?path=components/home.json', undefined, token)).json.data.files['components/home.json'].config.layout[0].props.title.en).toBe('Published to every instance');
    expect((await two.call('GET', '/component/conf/home')).json.data.config.layout[0].props.title).not.toBe('Published to every instance');

    const rowsBefore = await instances.db().a.selectFrom('configVersions').select('id').execute();
    const published = await one.call('POST', '/admin/editor/publish', { baseRevision: saved.json.data.revision }, token);
    expect(published.status).toBe(200);
    expect(published.json.data).toMatchObject({ published: true, version: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const rows = await instances.db().a.selectFrom('configVersions').select(['version']).orderBy('id').execute();
    expect(rows).toHaveLength(rowsBefore.length + 1);
    expect(rows.at(-1)!.version).toBe(published.json.data.version);
    expect((await one.call('GET', '/admin/editor/status', undefined, token)).json.data).toMatchObject({ source: 'database', publishedVersion: published.json.data.version, changed: [] });
    // Every instance follows the newest row (polled every 2 s).
    await vi.waitFor(() => {
      expect(one.ctx.configVersion()).toBe(published.json.data.version);
      expect(two.ctx.configVersion()).toBe(published.json.data.version);
    }, { timeout: 10_000, interval: 100 });
    expect((await two.call('GET', '/component/conf/home')).json.data.config.layout[0].props.title).toBe('Published to every instance');
    expect((await two.call('GET', '/admin/editor/status', undefined, token)).json.data.servedVersion).toBe(published.json.data.version);
  });
});
