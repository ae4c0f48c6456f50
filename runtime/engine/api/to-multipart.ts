import { dataUrlToBlob, isDataUrl } from './data-url-to-blob.ts';

/** A file to upload: a Blob/File, or a data-URL image (converted to a Blob). */
export type UploadFile = Blob | string;

export interface MultipartOptions {
  /** The form key of the files; default 'images' for several files, 'image' for one. */
  fileKey?: string;
  /** File name used for Blobs that are not Files (default `file-<n>` with its extension). */
  fileName?: (index: number, blob: Blob) => string;
}

const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg', 'image/webp': 'webp' };

function toBlob(file: UploadFile): Blob {
  if (typeof file === 'string') {
    if (!isDataUrl(file)) throw new TypeError('toMultipart: a file given as a string must be a data URL');
    return dataUrlToBlob(file);
  }
  if (!(file instanceof Blob)) throw new TypeError('toMultipart: files must be Blobs, Files or data URLs');
  return file;
}

/** Appends files under one key; data-URL images become Blobs, Blobs get a file name. */
export function appendFiles(
  form: FormData,
  key: string,
  files: readonly UploadFile[],
  fileName?: MultipartOptions['fileName'],
): void {
  files.forEach((file, index) => {
    const blob = toBlob(file);
    const name = blob instanceof File ? blob.name : (fileName?.(index, blob) ?? `file-${index + 1}.${EXT[blob.type] ?? 'bin'}`);
    form.append(key, blob, name);
  });
}

/**
 * Builds a multipart body (§7 Uploads): strings and numbers as they are, objects and arrays as
 * JSON strings, null/undefined left out; files under 'images' (several) or 'image' (one)
 * unless another key is given; data-URL images are sent as Blobs.
 */
export function toMultipart(
  fields: Record<string, unknown>,
  files: UploadFile | readonly UploadFile[] = [],
  options: MultipartOptions = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  const list = Array.isArray(files) ? (files as readonly UploadFile[]) : [files as UploadFile];
  const key = options.fileKey ?? (Array.isArray(files) ? 'images' : 'image');
  appendFiles(form, key, list, options.fileName);
  return form;
}
