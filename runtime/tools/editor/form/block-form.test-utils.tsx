import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { blockFields } from '../../../../schemas/blocks/block-fields.ts';
import { BlockForm, type BlockFormProps } from './BlockForm.tsx';

// Unmount what each test rendered (vitest runs without globals, so RTL cannot do it itself).
afterEach(cleanup);

// jsdom lays nothing out: no scrollIntoView, no client rects (the rich-text editor asks for them).
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};

/** Labels and help for a test schema's prop, as the block schemas write them. */
export const ui = (fr: string, en: string, extra: Record<string, unknown> = {}) => ({
  'x-label': { fr, en },
  'x-help': { fr: `Aide ${fr}`, en: `Help ${en}` },
  ...extra,
});

export const site: BlockFormProps['context'] = {
  pages: [
    { id: 1, title: { fr: 'Accueil', en: 'Home' }, path: { fr: '/', en: '/en' } },
    { id: 2, title: { fr: 'Nos vins', en: 'Our wines' }, path: { fr: '/nos-vins', en: '/en/our-wines' } },
    { id: 3, title: { fr: 'Le domaine', en: 'The estate' }, path: { fr: '/le-domaine', en: '/en/the-estate' } },
  ],
  images: [
    { src: '/media/estate/cellar.jpg', alt: { fr: 'Le chai', en: 'The cellar' } },
    { src: '/media/estate/vines.jpg', alt: { fr: 'Les vignes', en: 'The vines' } },
  ],
};

/**
 * Renders BlockForm for a props schema (through blockFields, as the editor does), the value
 * following each change as the editor app keeps it. Answers the last value handed out and a way
 * to change the errors, the focus pointer or the language.
 */
export function renderForm(schema: object, options: Partial<Omit<BlockFormProps, 'fields' | 'onChange'>> = {}) {
  const fields = blockFields(schema);
  const changes: Record<string, unknown>[] = [];
  let props: BlockFormProps = {
    fields,
    value: {},
    errors: [],
    uiLang: 'fr',
    context: site,
    ...options,
    onChange: (next) => {
      changes.push(next);
      props = { ...props, value: next };
      view.rerender(<BlockForm {...props} />);
    },
  };
  const given = props.value;
  const view = render(<BlockForm {...props} />);
  return {
    ...view,
    changes,
    given,
    last: () => changes.at(-1),
    update: (next: Partial<BlockFormProps>) => {
      props = { ...props, ...next };
      view.rerender(<BlockForm {...props} />);
    },
  };
}

/** Fails the test on a React warning. */
export function watchConsole() {
  const error = vi.spyOn(console, 'error');
  return () => {
    const calls = error.mock.calls;
    error.mockRestore();
    return calls;
  };
}

/** The text of what an element's aria-describedby names, as a screen reader reads it after its name. */
export function descriptionOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
}
