import { formContracts } from '../../../../schemas/api/content/form-contracts.ts';
import type { ApiClient } from '../create-api-client.ts';
import { appendFiles, toMultipart } from '../to-multipart.ts';
import type { UploadFile } from '../to-multipart.ts';

/** GET /forms/{id}: the form definition. */
export const form = (api: ApiClient, id: string) => api.call(formContracts.read, { params: { id } });

/** POST /forms/{id}/answer/validate: checks answers; a failure carries the whole response (§8). */
export const validateAnswers = (api: ApiClient, id: string, answers: Record<string, unknown>) =>
  api.call(formContracts.validate, { params: { id }, body: answers });

/** The multipart body of a form submission: answers as a JSON `answers` field, files under their field name. */
export function formSubmission(answers: Record<string, unknown>, files: Record<string, readonly UploadFile[]> = {}): FormData {
  const body = toMultipart({ answers });
  for (const [field, list] of Object.entries(files)) appendFiles(body, field, list);
  return body;
}

/** POST /forms/{id}/submit (multipart; answers `{ id, files }`). */
export const submitForm = (api: ApiClient, id: string, answers: Record<string, unknown>, files: Record<string, readonly UploadFile[]> = {}) =>
  api.call(formContracts.submit, { params: { id }, body: formSubmission(answers, files) });
