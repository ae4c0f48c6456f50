import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger.ts';
import { createConfigStore, type ConfigStore } from './config-store.ts';

const realSites = fileURLToPath(new URL('../../site-configs/', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'vitrine-store-'));
const homeFile = join(root, 'autocars/components/home.json');
const log = createMemoryLogger();
let store: ConfigStore;

beforeAll(async () => {
  cpSync(join(realSites, 'autocars'), join(root, 'autocars'), { recursive: true });
  store = createConfigStore({ root, log, debounceMs: 20 });
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
