import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml keeps the allowed content', () => {
  it('keeps paragraphs, headings, lists, emphasis, quotes and tables', () => {
    const html =
      '<h2>Titre</h2><p>Un <strong>car</strong> et un <em>minibus</em><br></p><ul><li>A</li></ul>' +
      '<ol><li>B</li></ol><blockquote>Q</blockquote><h3>x</h3><h4>y</h4>' +
      '<table><thead><tr><th scope="col">Jour</th></tr></thead><tbody><tr><td colspan="2">8h</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it('keeps http(s), mailto, tel and relative links', () => {
    for (const href of ['https://example.org/a?b=1&amp;c=2', 'mailto:contact@example.org', 'tel:+33251000000', '/use-terms', '#top', 'page-2']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href.replace('&amp;', '&amp;')}">x</a>`);
    }
  });
  it('keeps entities already written and escapes bare characters', () => {
    expect(sanitizeHtml('Tom &amp; Jerry &nbsp;&#233; 3 < 4 & 5 > 2')).toBe('Tom &amp; Jerry &nbsp;&#233; 3 &lt; 4 &amp; 5 &gt; 2');
  });
  it('closes unclosed tags and ignores stray closing tags', () => {
    expect(sanitizeHtml('<p><strong>a</p></em>b')).toBe('<p><strong>a</strong></p>b');
    expect(sanitizeHtml('<ul><li>a')).toBe('<ul><li>a</li></ul>');
  });
});

describe('sanitizeHtml removes script vectors', () => {
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
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('escapes a tag that never closes instead of emitting it', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)')).toBe('&lt;img src=x onerror=alert(1)');
  });
  it('escapes quotes inside kept attributes', () => {
    expect(sanitizeHtml(`<a href='/a"onclick="x' title='t"'>x</a>`)).toBe(
      '<a href="/a&quot;onclick=&quot;x" title="t&quot;">x</a>',
    );
  });
  it('drops nested tricks without leaking a tag', () => {
    const output = sanitizeHtml('<scr<script>ipt>alert(1)</script>');
    expect(output).not.toContain('<');
    expect(output).toBe('ipt&gt;alert(1)');
  });
  it('rejects a value that is not a string', () => {
    expect(() => sanitizeHtml(42 as unknown as string)).toThrow(/expects a string/);
  });
});
