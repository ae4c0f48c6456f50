import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { autocarsContent, domaineContent, fixturePopups, registrationList, uploadForm } from './content-fixture-data.test-utils.ts';

const realRoot = resolve(fileURLToPath(new URL('../../../site-configs', import.meta.url)));

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** A document of the site folder, or an empty one of `kind` when the file is missing. */
function readDoc(folder: string, file: string, kind: string, empty: Record<string, unknown>): Record<string, unknown> {
  const path = join(folder, file);
  return existsSync(path) ? readJson(path) : { ...header(kind, 2), ...empty };
}

function writeJson(path: string, value: unknown) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

function header(kind: string, depth: number) {
  return { $schema: `${'../'.repeat(depth)}schemas/json/${kind}.schema.json`, schemaVersion: 1 };
}

/** Sets one parameter of a parameters.json document (added when missing). */
function setParameter(folder: string, type: string, kind: string, value: unknown) {
  const path = join(folder, 'parameters.json');
  const doc = readDoc(folder, 'parameters.json', 'parameters', { parameters: [] }) as { parameters: { type: string; value: unknown }[] };
  const found = doc.parameters.find((p) => p.type === type);
  if (found) found.value = value;
  else doc.parameters.push({ type, kind, label: { fr: type, en: type }, value } as never);
  writeJson(path, doc);
}

/** Adds the fixture form, the registration list and the content documents to a site folder. */
function addContent(folder: string, content: Record<string, unknown>) {
  const forms = readDoc(folder, 'forms.json', 'forms', { forms: [] }) as { forms: { id: string }[] };
  forms.forms = [...forms.forms.filter((f) => f.id !== uploadForm.id), uploadForm];
  writeJson(join(folder, 'forms.json'), forms);
  const elements = readDoc(folder, 'elements.json', 'elements', { lists: [] }) as { lists: { route: string }[] };
  elements.lists = [...elements.lists.filter((l) => l.route !== registrationList.route), registrationList];
  writeJson(join(folder, 'elements.json'), elements);
  const popups = readDoc(folder, 'popups.json', 'popups', { popups: [] });
  writeJson(join(folder, 'popups.json'), { ...popups, popups: fixturePopups });
  mkdirSync(join(folder, 'content'), { recursive: true });
  for (const [kind, body] of Object.entries(content)) {
    writeJson(join(folder, 'content', `${kind}.json`), { ...header(kind, 3), ...(body as object) });
  }
}

/**
 * A copy of site-configs/ in a temp folder with the content documents the contract tests read
 * (blog, news, albums, services, events, reviews), a form with a file field and an element list
 * taking registrations, on both sites. The newsletter is off on autocars (as configured) and on
 * for domaine. A missing domaine folder is made from autocars with idSite 88.
 */
export function createContentFixture(): { root: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-content-'));
  cpSync(realRoot, root, { recursive: true, filter: (src) => !/[\\/](media|fonts)$/.test(src) });
  const autocars = join(root, 'autocars');
  const domaine = join(root, 'domaine');
  if (!existsSync(join(domaine, 'site.json'))) {
    cpSync(autocars, domaine, { recursive: true });
    const site = readJson(join(domaine, 'site.json'));
    writeJson(join(domaine, 'site.json'), { ...site, idSite: 88, name: 'domaine', hosts: ['domaine.localhost'] });
  }
  addContent(autocars, autocarsContent);
  addContent(domaine, domaineContent);
  setParameter(autocars, 'NEWSLETTER', 'BOOLEAN', false);
  setParameter(domaine, 'NEWSLETTER', 'BOOLEAN', true);
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
