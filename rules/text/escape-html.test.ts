import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that could open markup or close an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>R&D</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;R&amp;D&lt;/a&gt;');
  });
  it('escapes an ampersand once, so an entity written as text stays text', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
  it('leaves other text as it is', () => {
    expect(escapeHtml('Séjour neige — 12 €')).toBe('Séjour neige — 12 €');
  });
});
