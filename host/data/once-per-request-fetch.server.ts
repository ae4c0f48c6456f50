import { answerValueOf, withAnswerValue } from '../../runtime/engine/api/answer-value.ts';

/**
 * A `fetch` for the API calls of one page request that asks each GET once: the root loader and a
 * block's loader both read the visitor's cart (`/cart/{id}/default`), and pricing a cart is the
 * dearest read of a shop page. The second identical GET (same URL, same `userLang`) shares the
 * first one's answer; any other method forgets every answer kept, so a form posted without
 * JavaScript is followed by fresh reads. An answer handed over as a value (direct-api-fetch.server.ts)
 * is shared as that value, frozen in development and tests. Made per request (host/web-app.server.ts engineFor),
 * never shared between visitors.
 */
export function oncePerRequestFetch(inner: typeof fetch): typeof fetch {
  const answers = new Map<string, Promise<KeptAnswer>>();
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
      answer = inner(input, init).then(keep);
      answers.set(key, answer);
      // A failed call is not kept: the next caller asks again.
      answer.catch(() => answers.delete(key));
    }
    const { status, statusText, headers, body, value } = await answer;
    const response = new Response(status === 204 || status === 304 || value ? null : body, { status, statusText, headers });
    return value ? withAnswerValue(response, value.value) : response;
  }) as typeof fetch;
}

/** An answer as kept for the next identical GET: its body's bytes, or the value it carries (answer-value.ts). */
interface KeptAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer | null;
  value: { value: unknown } | null;
}

async function keep(response: Response): Promise<KeptAnswer> {
  const value = answerValueOf(response);
  const body = value ? null : await response.arrayBuffer();
  return { status: response.status, statusText: response.statusText, headers: response.headers, body, value };
}
