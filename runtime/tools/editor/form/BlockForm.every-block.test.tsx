import axe from 'axe-core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBlockFields } from '../../../../host/block-server/block-fields.server.ts';
import { loadBlockServerPart, serverBlockTypes } from '../../../../host/block-server/block-server-parts.server.ts';
import { BlockForm } from './BlockForm.tsx';

afterEach(cleanup);

const context = {
  pages: [
    { id: 1, title: { fr: 'Accueil', en: 'Home' }, path: { fr: '/', en: '/en' } },
    { id: 2, title: { fr: 'Nos vins', en: 'Our wines' }, path: { fr: '/nos-vins', en: '/en/our-wines' } },
  ],
  images: [
    { src: '/media/estate/cellar.jpg', alt: { fr: 'Le chai', en: 'The cellar' } },
    { src: '/media/estate/vines.jpg', alt: { fr: 'Les vignes', en: 'The vines' } },
  ],
};

// Structure rules only: jsdom has no layout, so colour contrast is checked in the browser.
async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe.each(serverBlockTypes())('the form of block %s', (type) => {
  it('renders every prop of its example with a widget, no raw JSON, no React warning', async () => {
    const fields = await loadBlockFields(type);
    const example = ((await loadBlockServerPart(type)).examples?.fr ?? {}) as Record<string, unknown>;
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { container } = render(<BlockForm fields={fields} value={example} onChange={() => {}} errors={[]} uiLang="fr" context={context} />);
      expect(container.querySelectorAll('[data-widget="raw"]')).toHaveLength(0);
      for (const field of fields) expect(container.textContent).toContain(field.label.fr);
      expect([...warn.mock.calls, ...warned.mock.calls]).toEqual([]);
    } finally {
      warn.mockRestore();
      warned.mockRestore();
    }
  });
});

describe.each(['hero', 'card-grid', 'image-text', 'google-reviews', 'product-grid', 'album'])('the form of block %s', (type) => {
  it.each(['fr', 'en'] as const)('has no accessibility violation in %s', async (uiLang) => {
    const fields = await loadBlockFields(type);
    const example = ((await loadBlockServerPart(type)).examples?.[uiLang] ?? {}) as Record<string, unknown>;
    const { container } = render(<BlockForm fields={fields} value={example} onChange={() => {}} errors={[]} uiLang={uiLang} context={context} />);
    expect(await violations(container)).toEqual([]);
  });
});

describe('a form showing errors', () => {
  it.each(['fr', 'en'] as const)('has no accessibility violation in %s, each error named by its input', async (uiLang) => {
    const fields = await loadBlockFields('card-grid');
    const example = ((await loadBlockServerPart('card-grid')).examples?.[uiLang] ?? {}) as Record<string, unknown>;
    const errors = [
      { pointer: '/title/en', message: 'English title missing' },
      { pointer: '/columns', message: 'Unknown number of columns' },
      { pointer: '/cards/0/title', lang: 'fr' as const, message: 'Titre français manquant' },
      { pointer: '/cards/0/href', message: 'Page not found' },
      { pointer: '/cards/0/image/src', message: 'File not found' },
      { pointer: '/nope', message: 'Unknown prop' },
    ];
    const { container } = render(<BlockForm fields={fields} value={example} onChange={() => {}} errors={errors} uiLang={uiLang} context={context} />);
    expect(await violations(container)).toEqual([]);
    const invalid = [...container.querySelectorAll('[aria-invalid="true"]')];
    expect(invalid.length).toBeGreaterThanOrEqual(4);
    for (const input of invalid) expect(document.getElementById(input.getAttribute('aria-errormessage') ?? '')?.textContent).not.toBe('');
    expect(container.textContent).toContain('Unknown prop');
  });
});
