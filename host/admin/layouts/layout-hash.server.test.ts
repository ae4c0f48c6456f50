import { describe, expect, it } from 'vitest';
import { layoutHtmlOfFrame } from './layout-hash.server.ts';

describe('layoutHtmlOfFrame', () => {
  it('keeps only the layout inside <main>, so a new nonce leaves it the same', () => {
    const one = '<html><head><title>a</title></head><body><main class="vitrine-page" data-x="1"><section>Hi</section></main><script nonce="abc"></script></body></html>';
    expect(layoutHtmlOfFrame(one)).toBe('<section>Hi</section>');
    expect(layoutHtmlOfFrame(one.replace('nonce="abc"', 'nonce="xyz"'))).toBe(layoutHtmlOfFrame(one));
  });
});
