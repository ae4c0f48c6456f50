import { createApiClient, type ApiClient } from '../../engine/api/create-api-client.ts';

export const CART_ID = '0b7c2d1e-1111-4222-8333-944455556666';

/** A real API client over a scripted `fetch`: the calls it made, and the answers in order (the last one repeats). */
export function scriptedApi(...answers: (Response | Error)[]): { api: ApiClient; calls: { url: string; init: RequestInit }[] } {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)]!;
    calls.push({ url, init });
    if (answer instanceof Error) throw answer;
    return answer.clone();
  }) as typeof globalThis.fetch;
  return { api: createApiClient({ baseUrl: '/api', idSite: 88, locale: 'fr_FR', fetch }), calls };
}

/** An envelope answer of the API (§7). */
export const envelope = (status: number, data: unknown, message = '') =>
  new Response(JSON.stringify({ success: status < 400, data, message }), { status, headers: { 'Content-Type': 'application/json' } });
