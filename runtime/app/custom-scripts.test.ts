import { describe, expect, it } from 'vitest';
import { customContent, inlineScriptText, pageJsCode } from './custom-scripts.ts';

const pages = [{ id: 1, link: null, children: [{ id: 7, link: { jsCode: 'window.seven = true;' } }] }];
const html = '<p>Partenaires</p><script>window.a = 1</script><script src="https://cdn.example/w.js"></script><script src="javascript:alert(1)"></script>';

describe('customContent', () => {
  it('keeps every script out when ALLOW_CUSTOM_SCRIPTS is off, and the markup without them', () => {
    const result = customContent([{ type: 'END_OF_BODY_HTML', value: html }], pages, 7);
    expect(result.scripts).toEqual([]);
    expect(result.html).toBe('<p>Partenaires</p>');
  });

  it('runs the scripts and the page jsCode when the site allows custom scripts', () => {
    const parameters = [{ type: 'END_OF_BODY_HTML', value: html }, { type: 'ALLOW_CUSTOM_SCRIPTS', value: true }];
    expect(customContent(parameters, pages, 7).scripts).toEqual([
      { code: 'window.a = 1' },
      { src: 'https://cdn.example/w.js' },
      { code: 'window.seven = true;' },
    ]);
    expect(customContent(parameters, pages, 1).scripts).toHaveLength(2);
  });
});

describe('custom script helpers', () => {
  it('finds the jsCode of a nested page, none for a fixed route', () => {
    expect(pageJsCode(pages, 7)).toBe('window.seven = true;');
    expect(pageJsCode(pages, null)).toBe('');
  });

  it('writes inline code so that it cannot close its element', () => {
    expect(inlineScriptText('a("</script><img src=x onerror=b()>")')).not.toMatch(/<\/script/i);
  });
});
