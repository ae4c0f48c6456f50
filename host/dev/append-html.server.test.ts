import { describe, expect, it } from 'vitest';
import { appendHtml } from './append-html.server.ts';

describe('appendHtml', () => {
  it('writes the addition after the streamed document, keeping status and headers', async () => {
    const source = new Response('<!DOCTYPE html><html><body>page</body></html>', {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '44', 'x-kept': '1' },
    });
    const response = appendHtml(source, '<script>dev()</script>');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-kept')).toBe('1');
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.text()).toBe('<!DOCTYPE html><html><body>page</body></html><script>dev()</script>');
  });

  it('leaves other responses alone', async () => {
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(appendHtml(json, '<script></script>')).toBe(json);
  });
});
