import busboy from 'busboy';
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { MAX_FILE_BYTES, type FileStore, type StagedFile } from '../files/file-store.ts';
import { byteLimit } from '../files/byte-limit.ts';
import { sniffFileType } from '../files/sniff-file-type.ts';
import { ApiError } from '../errors/api-error.ts';
import { bodyLimitMessage, formatBytes, textLimitMessage } from './body-limit-messages.ts';
import { langOf } from './request-context.ts';
import { busboyTextLimits, textFieldCounter, type TextLimit } from './text-field-limits.ts';

/** A multipart request split into fields (JSON strings parsed) and files by key. */
export interface Multipart {
  fields: Record<string, unknown>;
  /** Files by key, staged in the file store (or only counted, with `store: null`): record or discard them. */
  files: Record<string, StagedFile[]>;
}

/** The limits of the files of one field: most bytes per file, most files. */
export interface FileRule {
  maxBytes: number;
  maxCount: number;
}

export interface UploadRules {
  /** The limits of the files under `field`, or null when the field takes no file. */
  fileRule(field: string): FileRule | null;
  /** Where files go: the file store (staged), or null to count and sniff them only. */
  store: FileStore | null;
  /** Most files in all (default 20). */
  maxFiles?: number;
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

function addField(fields: Record<string, unknown>, repeated: Set<string>, key: string, value: unknown): void {
  if (!(key in fields)) fields[key] = value;
  else if (repeated.has(key)) (fields[key] as unknown[]).push(value);
  else {
    fields[key] = [fields[key], value];
    repeated.add(key);
  }
}

/** Counts and sniffs a file without keeping it (the validate call). */
async function countOnly(source: Readable, name: string, declaredType: string, max: number, tooLarge: () => Error): Promise<StagedFile> {
  const counter = byteLimit(max, tooLarge);
  source.once('error', (error) => counter.destroy(error));
  source.pipe(counter);
  await new Promise<void>((resolve, reject) => {
    counter.on('end', resolve).on('error', reject);
    counter.resume();
  });
  return { id: '', name, declaredType, sniffedType: sniffFileType(counter.head(), name), size: counter.size };
}

/**
 * Reads a multipart body as it streams in (§7 Uploads): object fields arrive as JSON strings and
 * are parsed; each file is streamed to the file store as it arrives, counted against its field's
 * rule (`fileRule`), and the request fails with a 413 the moment a file or the count passes its
 * limit. On any failure (limit, unreadable body, client gone) every file staged so far is
 * removed before the error is thrown: nothing is left behind. Text fields are bounded as busboy
 * reads them (TEXT_FIELD_LIMITS: count, size of each, size in all; 413 past them) and parsed as
 * JSON only once the whole body is in. A key given several times as text becomes an array;
 * `name[]` is read as `name`.
 */
export async function parseMultipart(c: Context, rules: UploadRules): Promise<Multipart> {
  const lang = langOf(c);
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new ApiError(400, bodyLimitMessage('notMultipart', lang));
  const body = c.req.raw.body;
  if (!body) throw new ApiError(400, bodyLimitMessage('unreadable', lang));
  const maxFiles = rules.maxFiles ?? 20;

  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': type }, defParamCharset: 'utf8', limits: busboyTextLimits(maxFiles) });
  } catch {
    throw new ApiError(400, bodyLimitMessage('unreadable', lang));
  }
  const input = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  /** Text fields as read, parsed only once the whole body is in and within its limits. */
  const texts: [string, string][] = [];
  const text = textFieldCounter();
  const files: Record<string, StagedFile[]> = {};
  const repeated = new Set<string>();
  const staged: StagedFile[] = [];
  const pending = new Set<Promise<unknown>>();
  const active = new Set<Readable>();
  /** Files begun per key (a file is listed once stored, but counted as soon as it starts). */
  const started = new Map<string, number>();
  let failure: unknown = null;

  return new Promise<Multipart>((resolve, reject) => {
    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      input.unpipe(parser);
      input.destroy();
      for (const stream of active) stream.destroy(error instanceof Error ? error : new Error(String(error)));
      void Promise.allSettled([...pending]).then(async () => {
        await rules.store?.discard(staged);
        reject(error instanceof ApiError ? error : new ApiError(400, bodyLimitMessage('unreadable', lang)));
      });
    };
    const textTooLarge = (limit: TextLimit, field = '') => {
      const message = textLimitMessage(limit, lang, field);
      return new ApiError(413, message, field ? { errors: { [field]: message } } : undefined);
    };
    const tooMany = (field: string, max: number) => new ApiError(413, bodyLimitMessage('tooManyFiles', lang, { field, max }), { errors: { [field]: bodyLimitMessage('tooManyFiles', lang, { field, max }) } });

    parser.on('field', (rawKey, value, info) => {
      const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
      if (failure) return;
      // A truncated field: busboy stopped keeping it at its limit (the rest was skipped, not buffered).
      const passed = text.add(value, info.valueTruncated);
      if (passed) return fail(textTooLarge(passed, passed === 'fieldTooLarge' ? key : ''));
      texts.push([key, value]);
    });
    parser.on('file', (rawKey, stream, info) => {
      const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
      if (failure) return void stream.resume();
      const rule = rules.fileRule(key);
      if (!rule) {
        const message = bodyLimitMessage('unexpectedFile', lang, { field: key });
        return fail(new ApiError(400, message, { errors: { [key]: message } }));
      }
      const list = (files[key] ??= []);
      const count = (started.get(key) ?? 0) + 1;
      started.set(key, count);
      if (count > rule.maxCount) return fail(tooMany(key, rule.maxCount));
      const name = info.filename ?? 'file';
      const maxBytes = Math.min(rule.maxBytes, MAX_FILE_BYTES);
      const tooLarge = () => {
        const message = bodyLimitMessage('fileTooLarge', lang, { name, max: formatBytes(maxBytes, lang) });
        return new ApiError(413, message, { errors: { [key]: message } });
      };
      active.add(stream);
      const work = (rules.store
        ? rules.store.stage(stream, { name, declaredType: info.mimeType ?? '', maxBytes, tooLarge })
        : countOnly(stream, name, info.mimeType ?? '', maxBytes, tooLarge)
      ).then(
        (file) => {
          if (rules.store) staged.push(file);
          list.push(file);
        },
        (error: unknown) => fail(error),
      ).finally(() => {
        active.delete(stream);
        pending.delete(work);
      });
      pending.add(work);
    });
    parser.on('filesLimit', () => fail(tooMany('files', maxFiles)));
    parser.on('fieldsLimit', () => fail(textTooLarge('tooManyFields')));
    parser.on('error', (error: unknown) => fail(error));
    input.on('error', (error: unknown) => fail(error));
    parser.on('close', () => {
      void Promise.allSettled([...pending]).then(() => {
        if (failure) return;
        const fields: Record<string, unknown> = {};
        for (const [key, value] of texts) addField(fields, repeated, key, parseField(value));
        resolve({ fields, files });
      });
    });
    input.pipe(parser);
  });
}

/** Every staged file of a parsed body, in one list (to discard them all after a failure). */
export function stagedFiles(parts: Multipart): StagedFile[] {
  return Object.values(parts.files).flat().filter((file) => file.id !== '');
}

/** The refusal of a body without the file it needs, naming its field. */
export const MISSING_FILE = { en: "Missing file ''{key}''", fr: 'Fichier « {key} » manquant' } as const;

/** The single file under `key` (default `image`), or a 400 naming the key. */
export function requireFile(parts: Multipart, key = 'image'): StagedFile {
  const file = parts.files[key]?.[0];
  if (!file || file.size === 0) throw new ApiError(400, MISSING_FILE, null, { key });
  return file;
}
