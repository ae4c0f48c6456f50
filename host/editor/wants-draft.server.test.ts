import { describe, expect, it } from 'vitest';
import { draftHeaders, wantsDraft } from './wants-draft.server.ts';

const request = (headers: Record<string, string>) => new Request('http://autocars.localhost/', { headers });

describe('wantsDraft', () => {
  it('asks for the draft with the switch and a session only', () => {
    expect(wantsDraft(request({ cookie: 'token=abc; vitrine-draft=1' }))).toBe(true);
    expect(wantsDraft(request({ 'x-vitrine-draft': '1', authorization: 'Bearer abc' }))).toBe(true);
    expect(wantsDraft(request({ cookie: 'vitrine-draft=1' }))).toBe(false);
    expect(wantsDraft(request({ 'x-vitrine-draft': '1' }))).toBe(false);
    expect(wantsDraft(request({ cookie: 'token=abc; vitrine-draft=0' }))).toBe(false);
    expect(wantsDraft(request({ cookie: 'token=abc' }))).toBe(false);
  });

  it('forwards the switch and the session, the token cookie as a bearer', () => {
    expect(draftHeaders(request({ cookie: 'token=abc; vitrine-draft=1' }))).toEqual({ 'x-vitrine-draft': '1', cookie: 'token=abc; vitrine-draft=1', authorization: 'Bearer abc' });
    expect(draftHeaders(request({ authorization: 'Bearer xyz' }))).toEqual({ 'x-vitrine-draft': '1', authorization: 'Bearer xyz' });
  });
});
