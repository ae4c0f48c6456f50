import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlockChecks } from '../../host/block-server/block-checks.server.ts';
import { createMemoryLogger } from '../../server/logger.ts';
import { createConfigStore, type ConfigStore } from '../../server/config/config-store.ts';

const realSites = fileURLToPath(new URL('../../site-configs/', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'vitrine-store-'));
const homeFile = join(root, 'autocars/components/home.json');
const log = createMemoryLogger();
let store: ConfigStore;

beforeAll(async () => {
  cpSync(join(realSites, 'autocars'), join(root, 'autocars'), { recursive: true });
  store = createConfigStore({ root, log, checks: await loadBlockChecks(), debounceMs: 20 });
  await store.ready();
});

afterAll(async () => {
  await store?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The French title of the home component as the store holds it. */
const homeTitle = () => (store.site(87)?.components.get('home')?.json as { config: { title: { fr: string } } } | undefined)?.config.title.fr;

/** Polls `read` until it returns `expected`, for at most 3 s; returns the last value read. */
async function eventually<T>(read: () => T, expected: T): Promise<T> {
  const started = Date.now();
  let last = read();
  while (last !== expected && Date.now() - started < 3000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = read();
  }
  return last;
}

function withTitle(text: string, title: string): string {
  const home = JSON.parse(text) as { config: { title: { fr: string } } };
  home.config.title.fr = title;
  return JSON.stringify(home, null, 2);
}

describe('config store watching', () => {
  it('loads each of three saves made by replacing the file (write a temp file, rename it over)', async () => {
    const original = readFileSync(homeFile, 'utf8');
    for (const run of [1, 2, 3]) {
      const title = `Enregistré par renommage ${run}`;
      const temp = join(root, `autocars/components/.home.json.${run}.tmp`);
      writeFileSync(temp, withTitle(original, title));
      renameSync(temp, homeFile);
      expect(await eventually(homeTitle, title), `save ${run}`).toBe(title);
    }
  });

  it('forgets a deleted file and loads it again when it is re-created', async () => {
    const text = readFileSync(homeFile, 'utf8');
    unlinkSync(homeFile);
    expect(await eventually(homeTitle, undefined)).toBeUndefined();
    writeFileSync(homeFile, withTitle(text, 'Recréé'));
    expect(await eventually(homeTitle, 'Recréé')).toBe('Recréé');
    writeFileSync(homeFile, withTitle(text, 'Modifié après recréation'));
    expect(await eventually(homeTitle, 'Modifié après recréation')).toBe('Modifié après recréation');
  });
});

describe('config store validation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-store-checks-'));
  const file = (rel: string) => join(dir, 'autocars', rel);
  const edit = (rel: string, change: (doc: any) => void) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const doc = JSON.parse(readFileSync(file(rel), 'utf8'));
    change(doc);
    const text = JSON.stringify(doc, null, 2);
    writeFileSync(file(rel), text);
    return text;
  };
  const quiet = createMemoryLogger();
  let checked: ConfigStore;
  const layout = (slug: string) => (checked.site(87)?.components.get(slug)?.json as { config: { layout: { type: string; props: Record<string, unknown> }[] } } | undefined)?.config.layout;

  beforeAll(async () => {
    cpSync(join(realSites, 'autocars'), join(dir, 'autocars'), { recursive: true });
    checked = createConfigStore({ root: dir, log: quiet, checks: await loadBlockChecks(), watch: false });
  });
  afterAll(async () => {
    await checked.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads the demo site with no problem', () => {
    expect(checked.problems()).toEqual([]);
  });

  it('keeps the last good version of a component whose block props are invalid, and locates the problem', () => {
    const good = readFileSync(file('components/home.json'), 'utf8');
    const text = edit('components/home.json', (doc) => {
      doc.config.layout[1].props.columns = 'trois';
    });
    checked.reload();
    expect(layout('home')?.[1]?.props.columns).toBe(JSON.parse(good).config.layout[1].props.columns);
    const line = text.split('\n').findIndex((row) => row.includes('"trois"')) + 1;
    expect(checked.siteProblems('autocars')).toEqual([
      expect.objectContaining({ file: 'autocars/components/home.json', line, pointer: '/config/layout/1/props/columns' }),
    ]);
    expect(checked.problems()[0]).toMatch(new RegExp(`^autocars/components/home\\.json:${line}:\\d+  /config/layout/1/props/columns  `));
    writeFileSync(file('components/home.json'), good);
    checked.reload();
    expect(checked.problems()).toEqual([]);
  });

  it('keeps the last good version of a component that names an unknown block type', () => {
    const good = readFileSync(file('components/home.json'), 'utf8');
    edit('components/home.json', (doc) => {
      doc.config.layout[0].type = 'heros';
    });
    checked.reload();
    expect(layout('home')?.[0]?.type).toBe('hero');
    expect(checked.problems().join('\n')).toContain('/config/layout/0/type  unknown block type "heros"');
    writeFileSync(file('components/home.json'), good);
    checked.reload();
  });

  it('leaves out a new component that was never valid', () => {
    const home = JSON.parse(readFileSync(file('components/home.json'), 'utf8'));
    writeFileSync(file('components/nouvelle.json'), JSON.stringify({ ...home, slug: 'nouvelle', config: { ...home.config, layout: [{ type: 'nope', props: {} }] } }, null, 2));
    checked.reload();
    expect(checked.site(87)?.components.has('nouvelle')).toBe(false);
    expect(checked.problems().some((line) => line.startsWith('autocars/components/nouvelle.json:'))).toBe(true);
    unlinkSync(file('components/nouvelle.json'));
    checked.reload();
    expect(checked.problems()).toEqual([]);
  });

  it('keeps the last good version of a changed component that links to a page that does not exist', () => {
    const good = readFileSync(file('components/home.json'), 'utf8');
    // the home page's call to action, wherever the page composes it
    const at = (JSON.parse(good) as { config: { layout: { type: string }[] } }).config.layout.findIndex((block) => block.type === 'call-to-action');
    edit('components/home.json', (doc) => {
        doc.config.layout[at].props.button.href = { fr: '/page-inexistante', en: '/en/missing-page' };
    });
    checked.reload();
    expect((layout('home')?.[at]?.props.button as { href: string }).href).toEqual(JSON.parse(good).config.layout[at].props.button.href);
    expect(checked.problems().join('\n')).toContain('link "/page-inexistante" points to no page');
    writeFileSync(file('components/home.json'), good);
    checked.reload();
  });

  it('fills block props defaults from the block schema, once, in the stored document', () => {
    edit('components/home.json', (doc) => {
      doc.config.layout.push({ key: 'newslist', type: 'news-list', props: { title: { fr: 'Actualités', en: 'News' } } });
    });
    checked.reload();
    expect(checked.problems()).toEqual([]);
    expect(layout('home')?.at(-1)?.props).toEqual({ title: { fr: 'Actualités', en: 'News' }, showPromoted: true, showSearch: true });
  });
});
