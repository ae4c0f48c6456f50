import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDocument } from '../schemas/validation/format-document.ts';
import { bundleVersion, packConfigFolder } from '../server/config/config-bundle.ts';
import { latestPublication, publishConfig } from '../server/config/publish-config.ts';
import { createDatabase } from '../server/db/create-database.ts';
import { projectRoot } from '../server/paths.ts';
import { createTestDatabase } from '../tests/contract/harness.test-utils.ts';
import { publishConfigCommand } from './publish-config-command.ts';
import { pullConfigCommand } from './pull-config-command.ts';

const HOME = 'autocars/components/home.json';
let root: string;
let env: NodeJS.ProcessEnv;
let drop: (() => Promise<void>) | undefined;
const lines: string[] = [];
const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vitrine-pull-'));
  cpSync(join(projectRoot, 'site-configs'), root, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-pull-data-'));
  const fresh = process.env.TEST_DATABASE_URL ? await createTestDatabase(process.env.TEST_DATABASE_URL) : undefined;
  drop = fresh?.drop;
  env = { DATA_DIR: dataDir, ...(fresh ? { DATABASE_URL: fresh.url } : {}) };
});
afterAll(async () => {
  await drop?.();
  rmSync(root, { recursive: true, force: true });
  rmSync(env.DATA_DIR!, { recursive: true, force: true });
});

/** What the editor publishes: the folder's files with the home hero's English title changed (formatted as the editor writes). */
async function publishFromEditor(title: string, by: string): Promise<string> {
  const bundle = packConfigFolder(root);
  const home = JSON.parse(Buffer.from(bundle.files[HOME]!, 'base64').toString('utf8')) as { config: { layout: { props: { title: { en: string } } }[] } };
  home.config.layout[0]!.props.title.en = title;
  bundle.files[HOME] = Buffer.from(formatDocument(home)).toString('base64');
  const db = createDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
  try {
    await publishConfig(db, { version: bundleVersion(bundle.files), files: bundle.files }, '2026-03-12T09:30:00.000Z', {
      publishedBy: by, message: null, source: 'editor', site: 'autocars', summary: {},
    });
    return bundleVersion(bundle.files);
  } finally {
    await db.destroy();
  }
}

async function latest() {
  const db = createDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
  try {
    return await latestPublication(db);
  } finally {
    await db.destroy();
  }
}

const editLocally = (path: string, from: string, to: string) => {
  const text = readFileSync(join(root, path), 'utf8');
  expect(text).toContain(from);
  writeFileSync(join(root, path), text.replace(from, to));
};

describe('two writers, one truth: publish-config and pull-config (issue 34, item 6)', () => {
  it('refuses to overwrite a version published from the editor, saying which (when and who), and --force overwrites it', async () => {
    expect(await publishConfigCommand(['--root', root], env, out)).toBe(0);
    const editor = await publishFromEditor('Chosen in the editor', 'claire@example.fr');
    const text = readFileSync(join(root, HOME), 'utf8');
    editLocally(HOME, '"fr": "Vos déplacements en groupe', '"fr": "Vos voyages en groupe');
    lines.length = 0;
    expect(await publishConfigCommand(['--root', root], env, out)).toBe(1);
    expect(lines.join('\n')).toBe(`publish-config: nothing published: the version served now (${editor.slice(0, 12)}) was published from the editor on 2026-03-12T09:30:00.000Z by claire@example.fr, and these files do not include it: publishing them would undo that work. Run \`npm run pull-config\` to write it into the folder (review it with git diff, then publish), or run again with --force to overwrite it`);
    expect((await latest())?.version).toBe(editor);
    writeFileSync(join(root, HOME), text);
  });

  it('pull-config writes the published version into the folder with only the real change, and publish-config then accepts the folder', async () => {
    const before = readFileSync(join(root, HOME), 'utf8');
    const editor = (await latest())!.version;
    lines.length = 0;
    expect(await pullConfigCommand(['--root', root], env, out)).toBe(0);
    expect(lines).toEqual([`pull-config: version ${editor} written into ${root}: 1 file(s) changed, 0 removed`, `  changed ${HOME}`]);
    // As git diff would show it: one line.
    const after = readFileSync(join(root, HOME), 'utf8');
    const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changed).toEqual(['            "en": "Chosen in the editor"']);
    expect(packConfigFolder(root).version).toBe(editor);
    // The folder now includes the editor's version: the same files publish nothing, a change on top publishes.
    lines.length = 0;
    expect(await publishConfigCommand(['--root', root], env, out)).toBe(0);
    expect(lines.at(-1)).toBe(`publish-config: version ${editor} is already the published one, nothing to do`);
    editLocally(HOME, '"en": "Chosen in the editor"', '"en": "Then changed in git"');
    expect(await publishConfigCommand(['--root', root], env, out)).toBe(0);
    expect((await latest())).toMatchObject({ source: 'cli', version: packConfigFolder(root).version });
  });

  it('refuses again after a newer editor publication, until --force', async () => {
    await publishFromEditor('Changed again in the editor', 'paul@example.fr');
    editLocally(HOME, '"en": "Then changed in git"', '"en": "Changed in git again"');
    lines.length = 0;
    expect(await publishConfigCommand(['--root', root], env, out)).toBe(1);
    expect(lines.join('\n')).toContain('by paul@example.fr');
    expect(await publishConfigCommand(['--root', root, '--force'], env, out)).toBe(0);
    expect((await latest())).toMatchObject({ source: 'cli', version: packConfigFolder(root).version });
  });
});
