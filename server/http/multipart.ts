import type { Context } from 'hono';
import { ApiError } from './api-error.ts';

/** A multipart request split into fields (JSON strings parsed) and files by key. */
export interface Multipart {
  fields: Record<string, unknown>;
  files: Record<string, File[]>;
}

function parseField(value: string): unknown {
  const trimmed = value.trim();
  if (/^[[{]/.test(trimmed) || trimmed === 'true' || trimmed === 'false' || trimmed === 'null') {
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * Reads a multipart body (§7 Uploads): object fields arrive as JSON strings and are parsed;
 * files are grouped by key (`images` several, `image` one, or any other key). A key given
 * several times as text becomes an array.
 */
export async function parseMultipart(c: Context): Promise<Multipart> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data')) {
    throw new ApiError(400, 'The request must be multipart/form-data');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'The multipart body could not be read');
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, File[]> = {};
  const repeated = new Set<string>();
  for (const [rawKey, value] of form.entries()) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (typeof value === 'string') {
      const parsed = parseField(value);
      if (!(key in fields)) {
        fields[key] = parsed;
      } else if (repeated.has(key)) {
        (fields[key] as unknown[]).push(parsed);
      } else {
        fields[key] = [fields[key], parsed];
        repeated.add(key);
      }
    } else {
      (files[key] ??= []).push(value);
    }
  }
  return { fields, files };
}

/** The single file under `key` (default `image`), or a 400 naming the key. */
export function requireFile(parts: Multipart, key = 'image'): File {
  const file = parts.files[key]?.[0];
  if (!file || file.size === 0) throw new ApiError(400, `Missing file '${key}'`);
  return file;
}
