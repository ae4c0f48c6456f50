import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientExtras, type ExtrasRoot } from './ClientExtras.tsx';

describe('ClientExtras', () => {
  it('renders nothing on the server, so hydration matches', () => {
    const root: ExtrasRoot = { locale: 'fr_FR', apiBaseUrl: '/api', siteInfo: { idSite: 87, name: 'autocars' }, parameters: [], session: { logged: null, user: null } };
    expect(renderToString(<ClientExtras root={root} page={null} />)).toBe('');
  });
});
