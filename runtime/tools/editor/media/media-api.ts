import type { EditorMediaItem, EditorMediaUse } from '../../../../schemas/api/editor-media.ts';
import { type Lang, toLocale } from '../../../../rules/locale.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';

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

function answerOf<T>(status: number, text: string, statusText: string): MediaAnswer<T> {
  let envelope: { success?: boolean; data?: T & { errors?: Record<string, string> }; message?: string } = {};
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    // not JSON: the status speaks
  }
  const data = (envelope.data ?? null) as T & { errors?: Record<string, string> };
  return { status, ok: envelope.success === true, message: envelope.message ?? statusText, data, errors: data?.errors ?? {} };
}

/** The media library's calls (`/api/admin/editor/media…`, docs/editor.md "Media"): plain functions, no React. */
export function mediaApi(idSite: number, lang: () => Lang) {
  const headers = () => ({ idSite: String(idSite), userLang: toLocale(lang()) });
  async function call<T>(method: string, path: string, body?: unknown): Promise<MediaAnswer<T>> {
    try {
      const response = await fetch(`/api/admin/editor/media${path}`, {
        method,
        credentials: 'same-origin',
        headers: { ...headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return answerOf<T>(response.status, await response.text(), response.statusText);
    } catch (error) {
      return { status: 0, ok: false, message: error instanceof Error ? error.message : String(error), data: null as T, errors: {} };
    }
  }
  return {
    list: (q: string, offset: number, limit = 24) =>
      call<{ items: MediaItem[]; total: number }>('GET', `?${new URLSearchParams({ ...(q.trim() ? { q: q.trim() } : {}), offset: String(offset), limit: String(limit) })}`),
    saveAlt: (id: number, alt: TextPair) => call<{ item: MediaItem }>('PATCH', `/${id}`, { alt }),
    remove: (id: number) => call<{ id: number; usage?: MediaUse[] }>('DELETE', `/${id}`),
    /** Sends a picture with its alt texts; `onProgress` gets the share sent (0 to 1). XHR: fetch reports no upload progress. */
    upload: (file: File, alt: TextPair, onProgress: (share: number) => void) =>
      new Promise<MediaAnswer<{ item: MediaItem; created: boolean }>>((resolve) => {
        const body = new FormData();
        body.set('altFr', alt.fr);
        body.set('altEn', alt.en);
        body.set('file', file, file.name);
        const request = new XMLHttpRequest();
        request.open('POST', '/api/admin/editor/media');
        for (const [name, value] of Object.entries(headers())) request.setRequestHeader(name, value);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded / event.total);
        };
        request.onload = () => resolve(answerOf(request.status, request.responseText, request.statusText));
        request.onerror = () => resolve({ status: 0, ok: false, message: '', data: null as never, errors: {} });
        request.send(body);
      }),
  };
}

export type MediaApi = ReturnType<typeof mediaApi>;
