import { createHash, type Hash } from 'node:crypto';
import { escapeForScript, scriptSafeJson } from '../../runtime/web/render/document/script-safe-json.ts';
import { keptJson } from '../../runtime/engine/data/keep-json.ts';

const encoder = new TextEncoder();

/** The bytes `keptBytes` handed out: a boot script's hash may start from them (`leadingDigest`). */
const keptChunks = new WeakSet<Uint8Array>();

function keptBytes(value: object): Uint8Array {
  let bytes = keptJson.get(value);
  if (!bytes) {
    bytes = encoder.encode(scriptSafeJson(value));
    keptJson.set(value, bytes);
  }
  keptChunks.add(bytes);
  return bytes;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

function isSkipped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/** Appends the JSON of `value` to `out`: kept objects as their bytes, the first levels walked. */
function collect(value: unknown, depth: number, out: (Uint8Array | string)[]): void {
  if (typeof value === 'object' && value !== null && keptJson.has(value)) {
    out.push(keptBytes(value));
  } else if (depth > 0 && Array.isArray(value)) {
    out.push('[');
    value.forEach((child, index) => {
      if (index > 0) out.push(',');
      if (isSkipped(child)) out.push('null');
      else collect(child, depth - 1, out);
    });
    out.push(']');
  } else if (depth > 0 && isPlainObject(value)) {
    out.push('{');
    let first = true;
    for (const [key, child] of Object.entries(value)) {
      if (isSkipped(child)) continue;
      out.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      collect(child, depth - 1, out);
    }
    out.push('}');
  } else {
    out.push(JSON.stringify(value) ?? 'null');
  }
}

/**
 * `value` as script-safe JSON, in byte chunks: the objects marked with `keepJson` (found in the
 * first `depth` levels of plain objects and arrays) come from their bytes serialized once, the rest is
 * serialized now. Joined, the chunks equal `scriptSafeJson(value)` encoded as UTF-8.
 */
export function jsonChunks(value: unknown, depth = 8): Uint8Array[] {
  if (isSkipped(value)) throw new TypeError('jsonChunks: the value has no JSON form');
  const parts: (Uint8Array | string)[] = [];
  collect(value, depth, parts);
  const chunks: Uint8Array[] = [];
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    if (text) chunks.push(encoder.encode(escapeForScript(text)));
    text = '';
    chunks.push(part);
  }
  if (text) chunks.push(encoder.encode(escapeForScript(text)));
  return chunks;
}

/** The inline script that hands the loader data to the browser entry, and its CSP hash. */
export interface BootScript {
  /** `<script nonce?>{prefix}{JSON of value};</script>`, in byte chunks (see `jsonChunks`). */
  chunks: Uint8Array[];
  /** The CSP source `'sha256-…'` of the script's text, which allows it without a nonce. */
  hash: string;
}

/**
 * The inline script that hands the loader data to the browser entry:
 * `<script nonce>{prefix}{JSON of value};{suffix}</script>` (no nonce attribute when `nonce` is
 * null: a page a shared cache may keep allows the script by its hash), in byte chunks.
 * `nonce` must be a base64 nonce; `prefix` and `suffix` are trusted code (an assignment, the code
 * that starts the client).
 */
export function bootScript(nonce: string | null, prefix: string, value: unknown, suffix = ''): BootScript {
  if (nonce !== null && !/^[A-Za-z0-9+/=_-]*$/.test(nonce)) throw new TypeError('bootScript: the nonce must be base64');
  const text = [encoder.encode(prefix), ...jsonChunks(value), encoder.encode(`;${suffix}`)];
  const { digest, from } = leadingDigest(text);
  for (let index = from; index < text.length; index++) digest.update(text[index]!);
  const open = encoder.encode(nonce === null ? '<script>' : `<script nonce="${nonce}">`);
  return { chunks: [open, ...text, encoder.encode('</script>')], hash: `'sha256-${digest.digest('base64')}'` };
}

/**
 * The hash state after a boot script's first kept bytes (the root data of a visitor with no
 * session, the same object for every page of a configuration version) and what leads to them,
 * kept beside those bytes: each page then hashes only its own data (issue 39: 25–30 kB of
 * SHA-256 less per page). Keyed by the kept bytes themselves, so it goes with them.
 */
const leadingDigests = new WeakMap<Uint8Array, { lead: string; digest: Hash }>();

function leadingDigest(text: readonly Uint8Array[]): { digest: Hash; from: number } {
  const kept = text.findIndex((chunk) => keptChunks.has(chunk));
  const leadLength = kept < 0 ? 0 : text.slice(0, kept).reduce((sum, chunk) => sum + chunk.byteLength, 0);
  // Only a short lead (the assignment and the first keys): past it, hashing anew costs no more.
  if (kept < 0 || leadLength > 512) return { digest: createHash('sha256'), from: 0 };
  const lead = Buffer.concat(text.slice(0, kept)).toString('latin1');
  const known = leadingDigests.get(text[kept]!);
  if (known && known.lead === lead) return { digest: known.digest.copy(), from: kept + 1 };
  const digest = createHash('sha256');
  for (let index = 0; index <= kept; index++) digest.update(text[index]!);
  leadingDigests.set(text[kept]!, { lead, digest: digest.copy() });
  return { digest, from: kept + 1 };
}

/** The chunks of `bootScript`. */
export function bootScriptChunks(nonce: string | null, prefix: string, value: unknown, suffix = ''): Uint8Array[] {
  return bootScript(nonce, prefix, value, suffix).chunks;
}
