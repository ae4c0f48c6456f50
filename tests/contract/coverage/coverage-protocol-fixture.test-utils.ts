import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectRoot } from '../../../server/paths.ts';

const l = (fr: string, en: string) => ({ fr, en });
const header = (kind: string, depth: number) => ({ $schema: `${'../'.repeat(depth)}schemas/json/${kind}.schema.json`, schemaVersion: 1 });
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const day = (i: number) => `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;

/** A form whose file field allows 20 MB: more than the file store keeps (10 MB). */
export const attachmentsForm = {
  id: 'pieces-jointes',
  title: l('Pièces jointes', 'Attachments'),
  fields: [
    { name: 'email', type: 'email', label: l('E-mail', 'E-mail'), required: true },
    { name: 'documents', type: 'file', label: l('Documents', 'Documents'), required: true, accept: ['.pdf'], maxSize: 20_000_000, multiple: true },
  ],
  submitLabel: l('Envoyer', 'Send'),
  successMessage: l('Documents reçus.', 'Documents received.'),
};

/**
 * A copy of site-configs/ where autocars has long lists (30 elements, 15 news, 15 blog articles, 105 services and albums),
 * to check the §9 page sizes, and the `pieces-jointes` form above.
 */
export function createProtocolFixture(): { root: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-protocol-'));
  cpSync(resolve(projectRoot, 'site-configs'), root, { recursive: true, filter: (src) => !/[\\/](media|fonts)$/.test(src) });
  const site = join(root, 'autocars');
  const write = (file: string, value: unknown) => writeFileSync(join(site, file), `${JSON.stringify(value, null, 2)}\n`);
  const read = (file: string) => JSON.parse(readFileSync(join(site, file), 'utf8'));

  const elements = read('elements.json');
  elements.lists.push({ route: 'longue-liste', items: range(30).map((id) => ({ id, order: id, title: l(`Élément ${id}`, `Item ${id}`) })) });
  write('elements.json', elements);
  const forms = read('forms.json');
  forms.forms.push(attachmentsForm);
  write('forms.json', forms);

  mkdirSync(join(site, 'content'), { recursive: true });
  const news = range(15).map((id) => ({ id, promoted: false, date: day(id), title: l(`Actualité ${id}`, `News ${id}`), summary: l('Résumé.', 'Summary.'), html: l('<p>Texte.</p>', '<p>Text.</p>') }));
  write('content/news.json', { ...header('news', 3), news });
  const articles = range(15).map((id) => ({
    id, idFolder: null, date: day(id), slug: l(`article-${id}`, `article-${id}-en`), title: l(`Article ${id}`, `Article ${id}`),
    summary: l('Résumé.', 'Summary.'), html: l('<p>Texte.</p>', '<p>Text.</p>'),
  }));
  write('content/blog.json', { ...header('blog', 3), folders: [], articles });
  const services = range(105).map((id) => ({ id, tags: ['groupes'], title: l(`Service ${id}`, `Service ${id}`), summary: l('Résumé.', 'Summary.'), html: l('<p>Texte.</p>', '<p>Text.</p>') }));
  write('content/services.json', { ...header('services', 3), services });
  const albums = range(105).map((id) => ({ id, title: l(`Album ${id}`, `Album ${id}`), items: [{ image: { src: '/media/fleet/coach.svg', alt: l('Autocar', 'Coach'), width: 800, height: 600 } }] }));
  write('content/albums.json', { ...header('albums', 3), albums });
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
