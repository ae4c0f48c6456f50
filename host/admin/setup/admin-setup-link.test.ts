import { describe, expect, it } from 'vitest';
import { adminSetupLink } from './admin-setup-link.ts';

describe('adminSetupLink', () => {
  it('points at this machine for a *.localhost site, on the port served', () => {
    expect(adminSetupLink({ hosts: ['autocars.localhost'], url: 'https://www.autocars-bocage-vendee.fr' }, 3000, 'abc-_1'))
      .toBe('http://autocars.localhost:3000/admin/setup?token=abc-_1');
  });

  it("points at the site's own address otherwise", () => {
    expect(adminSetupLink({ hosts: ['www.domaine.fr', 'domaine.fr'], url: 'https://www.domaine.fr/' }, 3000, 'tok'))
      .toBe('https://www.domaine.fr/admin/setup?token=tok');
  });
});
