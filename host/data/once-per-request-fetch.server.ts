/**
 * A `fetch` for the API calls of one page request that asks each GET once: the root loader and a
 * block's loader both read the visitor's cart (`/cart/{id}/default`), and pricing a cart is the
 * dearest read of a shop page. The second identical GET (same URL, same `userLang`) shares the
 * first one's answer; any other method forgets every answer kept, so a form posted without
 * JavaScript is followed by fresh reads. Made per request (host/web-app.server.ts engineFor),
 * never shared between visitors.
 */
export function oncePerRequestFetch(inner: typeof fetch): typeof fetch {
  const answers = new Map<string, Promise<{ status: number; statusText: string; headers: Headers; body: ArrayBuffer }>>();
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || init?.signal) {
      if (method !== 'GET' && method !== 'HEAD') answers.clear();
      return inner(input, init);
    }
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const lang = new Headers(init?.headers).get('userLang') ?? '';
    const key = `${lang} ${url}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = inner(input, init).then(async (response) => ({ status: response.status, statusText: response.statusText, headers: response.headers, body: await response.arrayBuffer() }));
      answers.set(key, answer);
      // A failed call is not kept: the next caller asks again.
      answer.catch(() => answers.delete(key));
    }
    const { status, statusText, headers, body } = await answer;
    return new Response(status === 204 || status === 304 ? null : body, { status, statusText, headers });
  }) as typeof fetch;
}
