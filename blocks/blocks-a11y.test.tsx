import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { serverPartOf } from '../host/block-server/block-server-parts.server.ts';
import { allBlockTypes } from './block-list.ts';
import { definitionOf, importBlock } from './registry.ts';
import { importBlockServer } from './registry.server.ts';
import { renderBlock } from '../runtime/web/blocks/render-block.test-utils.tsx';

const parameters = [
  { type: 'COMPANY_NAME', value: 'Autocars Bocage Vendée' },
  { type: 'HEAD_OFFICE', value: '14 rue de la Sèvre, 85500 Les Herbiers' },
  { type: 'COMPANY_PHONE', value: '02 51 67 19 43' },
  { type: 'COMPANY_EMAIL', value: 'contact@autocars-bocage-vendee.fr' },
  { type: 'OPENING_HOURS_MONDAY', value: '08:00-12:00,14:00-18:30' },
  { type: 'LEGAL_NOTICE', value: '<h2>Éditeur du site</h2><p>Le site est édité par {{companyName}}.</p>' },
];

// Structure rules only: jsdom has no layout, so colour contrast is checked in the browser (e2e).
async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

// Blocks with a data loader render what they load: blocks/content-kit/content-a11y.test.tsx runs
// axe on them with real data. Here, the blocks that render from their props alone.
const serverParts = new Map(
  await Promise.all(
    allBlockTypes().map(async (type) => [type, serverPartOf(type, await importBlockServer(type))] as const),
  ),
);
const propsOnly = [...serverParts].filter(([, part]) => !part.load).map(([type]) => type);

describe.each(propsOnly)('block %s', (type) => {
  it.each(['fr', 'en'] as const)('renders its %s example without accessibility violations', async (lang) => {
    const definition = definitionOf(await importBlock(type));
    const Block = definition.component;
    const props = serverParts.get(type)?.examples?.[lang];
    expect(props, 'every block has examples in both languages').toBeDefined();
    const { container } = renderBlock(<Block props={props as never} data={undefined as never} slots={{}} />, {
      locale: lang === 'en' ? 'en' : 'fr_FR',
      messages: definition.messages,
      parameters,
    });
    expect(await violations(container)).toEqual([]);
  });
});

describe('block messages', () => {
  it.each(allBlockTypes())('%s has the same prefixed ids in French and English', async (type) => {
    const { messages } = definitionOf(await importBlock(type));
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.fr).sort());
    for (const id of Object.keys(messages.fr)) expect(id.startsWith(`${type}.`)).toBe(true);
  });
});
