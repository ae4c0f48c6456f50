import type { Static } from '@sinclair/typebox';
import type { EditorMediaInUseSchema, EditorMediaItem, EditorMediaUse } from '../../../../schemas/api/editor/editor-media.ts';
import { mediaContracts } from '../../../../schemas/api/editor/media-contracts.ts';
import { fillPath, type AnswerOf, type CallInput, type JsonRouteContract } from '../../../../schemas/api/route-contract.ts';
import { type Lang, toLocale } from '../../../../rules/locale.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';
import { answerOutsideContract } from '../../../engine/api/answer-outside-contract.ts';
import { buildUrl } from '../../../engine/api/build-url.ts';
import type { QueryValue } from '../../../engine/api/api-result.ts';

export type MediaItem = EditorMediaItem;
export type MediaUse = EditorMediaUse;

/** An answer of the media routes: status, message, the field errors (`file`, `altFr`, `altEn`…) and the data. */
export interface MediaAnswer<T> {
  status: number;
  ok: boolean;
  message: string;
  data: T;
  errors: Record<string, string>;
}

/** The data of a media answer: the contract's, or a refusal's (a 409's `usage`, a 400's field errors). */
type MediaData<C extends JsonRouteContract> = AnswerOf<C> & Partial<Static<typeof EditorMediaInUseSchema>> & { errors?: Record<string, string> };

async function answerOf<C extends JsonRouteContract>(contract: C, status: number, text: string, statusText: string): Promise<MediaAnswer<MediaData<C>>> {
  let envelope: { success?: boolean; data?: MediaData<C>; message?: string } = {};
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    // not JSON: the status speaks
  }
  const data = (envelope.data ?? null) as MediaData<C>;
  const answer = { status, ok: envelope.success === true, message: envelope.message ?? statusText, data, errors: data?.errors ?? {} };
  const outside = answer.ok ? await answerOutsideContract(contract, data) : null;
  return outside === null ? answer : { ...answer, ok: false, message: outside };
}

/** The media library's calls (`/api/admin/editor/media…`, docs/editor.md "Media"), each by its contract: plain functions, no React. */
export function mediaApi(idSite: number, lang: () => Lang) {
  const headers = () => ({ idSite: String(idSite), userLang: toLocale(lang()) });
  async function call<C extends JsonRouteContract>(contract: C, input: CallInput<C>): Promise<MediaAnswer<MediaData<C>>> {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown };
    try {
      const response = await fetch(buildUrl('/api', fillPath(contract.path, params), query), {
        method: contract.method,
        credentials: 'same-origin',
        headers: { ...headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return await answerOf(contract, response.status, await response.text(), response.statusText);
    } catch (error) {
      return { status: 0, ok: false, message: error instanceof Error ? error.message : String(error), data: null as never, errors: {} };
    }
  }
  return {
    list: (q: string, offset: number, limit = 24) => call(mediaContracts.list, { query: { ...(q.trim() ? { q: q.trim() } : {}), offset, limit } }),
    saveAlt: (id: number, alt: TextPair) => call(mediaContracts.alt, { params: { id }, body: { alt } }),
    remove: (id: number) => call(mediaContracts.remove, { params: { id } }),
    /** Sends a picture with its alt texts (the contract's multipart fields); `onProgress` gets the share sent (0 to 1). XHR: fetch reports no upload progress. */
    upload: (file: File, alt: TextPair, onProgress: (share: number) => void) =>
      new Promise<MediaAnswer<MediaData<typeof mediaContracts.upload>>>((resolve) => {
        const body = new FormData();
        body.set('altFr', alt.fr);
        body.set('altEn', alt.en);
        body.set('file', file, file.name);
        const request = new XMLHttpRequest();
        request.open(mediaContracts.upload.method, `/api${mediaContracts.upload.path}`);
        for (const [name, value] of Object.entries(headers())) request.setRequestHeader(name, value);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded / event.total);
        };
        request.onload = () => void answerOf(mediaContracts.upload, request.status, request.responseText, request.statusText).then(resolve);
        request.onerror = () => resolve({ status: 0, ok: false, message: '', data: null as never, errors: {} });
        request.send(body);
      }),
  };
}

export type MediaApi = ReturnType<typeof mediaApi>;
