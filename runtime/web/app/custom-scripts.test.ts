import { describe, expect, it } from 'vitest';
import { customContent, inlineScriptText, pageJsCode } from './custom-scripts.ts';

const html = '<p>Partenaires</p><script>window.a = 1</script><script src="https://cdn.example/w.js"></script><script src="javascript:alert(1)"></script>';

describe('customContent', () => {
  it('keeps every script out when ALLOW_CUSTOM_SCRIPTS is off, and the markup without them', () => {
    const result = customContent([{ type: 'END_OF_BODY_HTML', value: html }], 'window.seven = true;');
    expect(result.scripts).toEqual([]);
    expect(result.html).toBe('<p>Partenaires</p>');
  });

  it('runs the scripts and the page jsCode when the site allows custom scripts', () => {
    const parameters = [{ type: 'END_OF_BODY_HTML', value: html }, { type: 'ALLOW_CUSTOM_SCRIPTS', value: true }];
    expect(customContent(parameters, 'window.seven = true;').scripts).toEqual([
      { code: 'window.a = 1' },
      { src: 'https://cdn.example/w.js' },
      { code: 'window.seven = true;' },
    ]);
    expect(customContent(parameters, '').scripts).toHaveLength(2);
  });
});

describe('custom script helpers', () => {
  it("reads a page's own jsCode, trimmed; none for a page without one or a fixed route", () => {
    expect(pageJsCode({ link: { jsCode: '  window.seven = true;\n' } })).toBe('window.seven = true;');
    expect(pageJsCode({ link: null })).toBe('');
    expect(pageJsCode(null)).toBe('');
  });

  it('writes inline code so that it cannot close its element', () => {
    expect(inlineScriptText('a("</script><img src=x onerror=b()>")')).not.toMatch(/<\/script/i);
  });
});
