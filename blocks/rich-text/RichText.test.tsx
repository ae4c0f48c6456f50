import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import richText from './index.ts';
import richTextServer from './rich-text.server.ts';

const { component: RichText } = richText;

describe('RichText', () => {
  it('shows its title as a section heading and its formatted text', () => {
    renderBlock(<RichText props={richTextServer.examples!.fr} data={undefined} slots={{}} />);
    expect(screen.getByRole('region', { name: 'Votre transport de groupe, de A à Z' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Votre transport de groupe, de A à Z');
    expect(screen.getByText('écoles, clubs et entreprises').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Contactez-nous' }).getAttribute('href')).toBe('/nous-contacter');
  });
});
