import type { ApiClient } from '../create-api-client.ts';
import { seg } from '../path-segment.ts';
import { toMultipart } from '../to-multipart.ts';
import type { UploadFile } from '../to-multipart.ts';

/** POST /admin/page/{idPage}/layout/{idLayout}/hash/check {html}. */
export const checkLayoutHash = <T = unknown>(api: ApiClient, idPage: number, idLayout: number, html: string) =>
  api.post<T>(`/admin/page/${seg(idPage)}/layout/${seg(idLayout)}/hash/check`, { html });

/** PUT /admin/page/{idPage}/layout/{idLayout}/preview (multipart, the preview image under 'image'). */
export const uploadLayoutPreview = <T = unknown>(api: ApiClient, idPage: number, idLayout: number, image: UploadFile) =>
  api.request<T>('PUT', `/admin/page/${seg(idPage)}/layout/${seg(idLayout)}/preview`, { multipart: toMultipart({}, image) });
