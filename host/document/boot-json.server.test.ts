import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { bootScript, bootScriptChunks, jsonChunks } from './boot-json.server.ts';
import { keepJson } from '../../runtime/engine/data/keep-json.ts';
import { scriptSafeJson } from '../../runtime/web/render/document/script-safe-json.ts';

const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString('utf8');

describe('jsonChunks', () => {
  it('equals the script-safe JSON of the value, kept parts included', () => {
    const pages = keepJson([{ id: 1, title: 'Séjour <neige> & montagne', children: [] }]);
    const messages = keepJson({ hello: 'Bonjour\u2028</script>' });
    const value = { root: { pages, messages, session: { user: null } }, page: { layout: [{ type: 'hero', html: '<b>x</b>' }], pages } };
    expect(text(jsonChunks(value))).toBe(scriptSafeJson(value));
    expect(JSON.parse(text(jsonChunks(value)))).toEqual(value);
  });

  it('serializes a kept object once and reuses the same bytes', () => {
    const kept = keepJson({ big: 'x'.repeat(100) });
    const first = jsonChunks({ a: kept });
    const second = jsonChunks({ b: kept });
    expect(first.find((chunk) => chunk.byteLength > 100)).toBe(second.find((chunk) => chunk.byteLength > 100));
  });

  it('freezes a kept object so that a later change cannot go unseen', () => {
    const kept = keepJson({ list: [{ name: 'a' }] });
    expect(() => {
      (kept.list[0] as { name: string }).name = 'b';
    }).toThrow(TypeError);
  });

  it('leaves out what JSON leaves out, and keeps what JSON keeps', () => {
    const value = { a: undefined, f: () => 1, d: new Date(0), list: [undefined, () => 1, 1, [keepJson({ k: '<' })]], nested: { n: null, deeper: { s: 'é' } } };
    expect(text(jsonChunks(value))).toBe(scriptSafeJson(value));
    expect(text(jsonChunks(keepJson([1, 2])))).toBe('[1,2]');
  });
});

describe('bootScriptChunks', () => {
  it('writes one inline script with the nonce and never a closing script tag inside', () => {
    const html = text(bootScriptChunks('abc+/=', 'window.__vitrine=', { html: '</script><script>alert(1)</script>' }));
    expect(html.startsWith('<script nonce="abc+/=">window.__vitrine={')).toBe(true);
    expect(html.endsWith(';</script>')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('refuses a nonce that could break the attribute', () => {
    expect(() => bootScriptChunks('a" onload="x', '', {})).toThrow(/nonce/);
  });

  it('without a nonce, gives the CSP hash of exactly the script text the browser will hash', () => {
    const script = bootScript(null, 'window.__vitrine=', { title: 'Café </script>' });
    const html = text(script.chunks);
    expect(html.startsWith('<script>window.__vitrine={')).toBe(true);
    const inner = html.slice('<script>'.length, -'</script>'.length);
    expect(script.hash).toBe(`'sha256-${createHash('sha256').update(inner, 'utf8').digest('base64')}'`);
    expect(bootScript(null, 'window.__vitrine=', { title: 'Café' }).hash).not.toBe(script.hash);
  });

  it('gives the exact CSP hash again when it starts from the hash of a kept root kept beside its bytes, and only for the same lead', () => {
    const root = keepJson({ menu: ['Accueil', 'Vins'], themeCss: ':root{--a:1}' });
    const hashOf = (script: { chunks: Uint8Array[] }) => {
      const inner = text(script.chunks).slice('<script>'.length, -'</script>'.length);
      return `'sha256-${createHash('sha256').update(inner, 'utf8').digest('base64')}'`;
    };
    for (const page of ['un', 'deux', 'un']) {
      const script = bootScript(null, 'window.__vitrine=', { loaderData: { root, page: { title: page } } }, 'go()');
      expect(script.hash, page).toBe(hashOf(script));
    }
    const otherLead = bootScript(null, 'window.__other=', { loaderData: { root, page: { title: 'un' } } }, 'go()');
    expect(otherLead.hash).toBe(hashOf(otherLead));
    const otherKey = bootScript(null, 'window.__vitrine=', { data: { root, page: { title: 'un' } } }, 'go()');
    expect(otherKey.hash).toBe(hashOf(otherKey));
  });
});
