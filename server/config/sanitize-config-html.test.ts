import { describe, expect, it } from 'vitest';
import { splitScripts } from '../../rules/text/split-scripts.ts';
import { sanitizeConfigHtml, sanitizeConfigHtmlWithScripts } from './sanitize-config-html.ts';

describe('sanitizeConfigHtml keeps the allowed content', () => {
  it('keeps paragraphs, headings, lists, emphasis, quotes and tables', () => {
    const html =
      '<h2>Titre</h2><p>Un <strong>car</strong> et un <em>minibus</em><br /></p><ul><li>A</li></ul>' +
      '<ol><li>B</li></ol><blockquote>Q</blockquote><h3>x</h3><h4>y</h4>' +
      '<table><thead><tr><th scope="col">Jour</th></tr></thead><tbody><tr><td colspan="2">8h</td></tr></tbody></table>';
    expect(sanitizeConfigHtml(html)).toBe(html);
  });
  it('keeps http(s), mailto, tel and relative links', () => {
    for (const href of ['https://example.org/a?b=1&amp;c=2', 'mailto:contact@example.org', 'tel:+33251000000', '/use-terms', '#top', 'page-2']) {
      expect(sanitizeConfigHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });
  it('opens a new tab only with rel="noopener noreferrer", and drops other targets and rel values', () => {
    expect(sanitizeConfigHtml('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeConfigHtml('<a href="/a" target="_top" rel="opener">x</a>')).toBe('<a href="/a">x</a>');
  });
  it('keeps entities already written and escapes bare characters', () => {
    expect(sanitizeConfigHtml('Tom &amp; Jerry &nbsp;&#233; 3 < 4 & 5 > 2')).toBe('Tom &amp; Jerry \u00a0é 3 &lt; 4 &amp; 5 &gt; 2');
  });
  it('closes unclosed tags and ignores stray closing tags', () => {
    expect(sanitizeConfigHtml('<p><strong>a</p></em>b')).toBe('<p><strong>a</strong></p>b');
    expect(sanitizeConfigHtml('<ul><li>a')).toBe('<ul><li>a</li></ul>');
  });
  it('keeps cell spans of up to three digits and the known scopes only', () => {
    expect(sanitizeConfigHtml('<table><tr><th scope="COL" colspan="2x" rowspan="3">a</th><td colspan="9999" rowspan="2">b</td></tr></table>')).toBe(
      '<table><tr><th scope="col" rowspan="3">a</th><td rowspan="2">b</td></tr></table>',
    );
    expect(sanitizeConfigHtml('<table><tr><th scope="page">a</th></tr></table>')).toBe('<table><tr><th>a</th></tr></table>');
  });
  it('leaves legal placeholders as written, in text and in link addresses', () => {
    const html = '<p>{{companyName}} – <a href="mailto:{{email}}">{{ email }}</a></p>';
    expect(sanitizeConfigHtml(html)).toBe(html);
  });
});

describe('sanitizeConfigHtml removes script vectors', () => {
  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<iframe src="javascript:alert(1)"></iframe>ok', 'ok'],
    ['<svg onload=alert(1)><circle/></svg>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<p onclick="alert(1)" style="color:red">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#x6A;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<a href="x" onmouseover="alert(1)">x</a>', '<a href="x">x</a>'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<div><form action="/x"><input name=a></form></div>ok', 'ok'],
    ['<![CDATA[<script>alert(1)</script>]]>ok', 'ok'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeConfigHtml(input)).toBe(expected);
  });

  it('drops a tag that never closes instead of emitting it', () => {
    expect(sanitizeConfigHtml('<p>a</p><img src=x onerror=alert(1)')).toBe('<p>a</p>');
  });
  it('escapes quotes inside kept attributes', () => {
    expect(sanitizeConfigHtml(`<a href='/a"onclick="x' title='t"'>x</a>`)).toBe('<a href="/a&quot;onclick=&quot;x" title="t&quot;">x</a>');
  });
  it('drops nested tricks without leaking a tag', () => {
    const output = sanitizeConfigHtml('<scr<script>ipt>alert(1)</script>');
    expect(output).not.toContain('<');
    expect(output).toBe('ipt&gt;alert(1)');
  });
  it('gives the same result when run again', () => {
    const once = sanitizeConfigHtml('<p title="a">x &amp; <b>y</b><a href="/z" target="_blank">z</a></p><br>');
    expect(sanitizeConfigHtml(once)).toBe(once);
  });
  it('rejects a value that is not a string', () => {
    expect(() => sanitizeConfigHtml(42 as unknown as string)).toThrow(/expects a string/);
  });
});

describe('sanitizeConfigHtmlWithScripts (END_OF_BODY_HTML)', () => {
  it('sanitizes the markup and keeps the allowed scripts apart, after it', () => {
    const html = '<p onclick="x()">Partenaires</p><script>window.a = 1</script><img src=x onerror="window.b = 1">' +
      '<script src="https://cdn.example/w.js"></script><script src="javascript:alert(1)"></script>';
    const clean = sanitizeConfigHtmlWithScripts(html);
    expect(clean).toBe('<p>Partenaires</p><script>window.a = 1</script><script src="https://cdn.example/w.js"></script>');
    expect(splitScripts(clean)).toEqual({
      html: '<p>Partenaires</p>',
      scripts: [{ code: 'window.a = 1' }, { src: 'https://cdn.example/w.js' }],
    });
  });
  it('leaves no script in the markup itself: every script is one the runtime runs only with ALLOW_CUSTOM_SCRIPTS', () => {
    const clean = sanitizeConfigHtmlWithScripts('<scr<script></script>ipt>alert(1)</script><p onclick="x()">a</p><img src=x onerror=alert(3)>');
    // Removing the empty script leaves `<script>alert(1)</script>` in the markup: the sanitizer drops it.
    expect(clean).toBe('<p>a</p>');
    expect(splitScripts(clean)).toEqual({ html: clean, scripts: [] });
  });
});
