import { describe, expect, it } from 'vitest';
import { withLocalLinks } from './local-links.server.ts';

describe('withLocalLinks', () => {
  const urls = ['https://www.domaine-trois-terroirs.fr'];
  it('points links at the site’s public address to the address the mailbox is read on', () => {
    const text = 'Reset: https://www.domaine-trois-terroirs.fr/password/reset/abc\nSite: https://www.domaine-trois-terroirs.fr';
    expect(withLocalLinks(text, urls, 'http://domaine.localhost:3000')).toBe(
      'Reset: http://domaine.localhost:3000/password/reset/abc\nSite: http://domaine.localhost:3000',
    );
  });
  it('leaves other addresses alone, including a longer host that starts the same way', () => {
    const text = 'https://www.domaine-trois-terroirs.fr.example.com/x https://other.fr/y';
    expect(withLocalLinks(text, urls, 'http://domaine.localhost:3000')).toBe(text);
  });
});
