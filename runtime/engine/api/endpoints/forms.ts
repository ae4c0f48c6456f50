import type { ApiClient } from '../create-api-client.ts';
import { seg } from '../path-segment.ts';
import { appendFiles, toMultipart } from '../to-multipart.ts';
import type { UploadFile } from '../to-multipart.ts';

/** GET /forms/{id}: the form definition. */
export const form = <T = unknown>(api: ApiClient, id: string) => api.get<T>(`/forms/${seg(id)}`);

/** POST /forms/{id}/answer/validate: checks answers; a failure carries the whole response (§8). */
export const validateAnswers = <T = unknown>(api: ApiClient, id: string, answers: Record<string, unknown>) =>
  api.post<T>(`/forms/${seg(id)}/answer/validate`, answers);

/** The multipart body of a form submission: answers as a JSON `answers` field, files under their field name. */
export function formSubmission(answers: Record<string, unknown>, files: Record<string, readonly UploadFile[]> = {}): FormData {
  const body = toMultipart({ answers });
  for (const [field, list] of Object.entries(files)) appendFiles(body, field, list);
  return body;
}

/** POST /forms/{id}/submit (multipart; answers `{ id, files }`). */
export const submitForm = <T = unknown>(
  api: ApiClient,
  id: string,
  answers: Record<string, unknown>,
  files: Record<string, readonly UploadFile[]> = {},
) => api.request<T>('POST', `/forms/${seg(id)}/submit`, { multipart: formSubmission(answers, files) });
