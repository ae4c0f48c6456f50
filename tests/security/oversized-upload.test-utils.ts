import { request } from 'node:http';
import { createServer } from 'node:net';

/** A free port of this suite's range (3200-3299), or of the system when all are taken. */
export async function freePort(from = 3200, to = 3299): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)));
    });
  for (let port = from + Math.floor(Math.random() * (to - from)); port <= to; port += 1) {
    const found = await tryPort(port);
    if (found) return found;
  }
  return (await tryPort(0)) ?? 0;
}

export interface UploadResult {
  status: number | null;
  body: string;
  /** Bytes the client managed to hand to the socket before the answer or the reset. */
  sent: number;
  error: string | null;
}

export interface OversizedUpload {
  port: number;
  path: string;
  headers?: Record<string, string>;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
  field: string;
  filename: string;
  /** Bytes of file content to send (generated as it goes, never held whole). */
  bytes: number;
  /** Announce the length (`Content-Length`), or send chunked. */
  withLength: boolean;
}

/**
 * Streams a multipart post whose file is `bytes` long, generated chunk by chunk, and stops
 * sending as soon as the server answers (or resets the connection).
 */
export function sendOversizedUpload(upload: OversizedUpload): Promise<UploadResult> {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(upload.fields ?? {}).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = Buffer.from(`${fieldParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${upload.filename}"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  chunk.write('%PDF-1.4\n');
  function* pieces(): Generator<Buffer> {
    yield head;
    for (let sent = 0; sent < upload.bytes; sent += chunk.length) yield chunk;
    yield tail;
  }
  return sendStreamedPost({
    port: upload.port,
    path: upload.path,
    headers: { ...upload.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    pieces,
    length: upload.withLength ? head.length + upload.bytes + tail.length : null,
  }).then((result) => ({ ...result, sent: Math.max(0, result.sent - head.length) }));
}

export interface TextFlood {
  port: number;
  path: string;
  headers?: Record<string, string>;
  /** How many text fields, each `fieldBytes` of `[[],[],…]` (JSON that costs far more parsed than sent). */
  fields: number;
  fieldBytes: number;
  withLength: boolean;
}

/**
 * Streams a multipart post of `fields` text fields shaped `[[],[],…]`, generated chunk by chunk
 * (issue 32, item 2), and stops sending as soon as the server answers.
 */
export function sendTextFlood(flood: TextFlood): Promise<UploadResult> {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const open = (i: number) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n[`);
  const close = Buffer.from('[]]\r\n');
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const chunk = Buffer.from('[],'.repeat(21_845));
  /** Each field: `[` + `[],` repeated + `[]]`, as close to `fieldBytes` as whole chunks allow. */
  const chunks = Math.max(0, Math.floor((flood.fieldBytes - 4) / chunk.length));
  function* pieces(): Generator<Buffer> {
    for (let i = 0; i < flood.fields; i += 1) {
      yield open(i);
      for (let n = 0; n < chunks; n += 1) yield chunk;
      yield close;
    }
    yield tail;
  }
  let length = 0;
  if (flood.withLength) for (const piece of pieces()) length += piece.length;
  return sendStreamedPost({ port: flood.port, path: flood.path, headers: { ...flood.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, pieces, length: flood.withLength ? length : null });
}

interface StreamedPost {
  port: number;
  path: string;
  headers: Record<string, string>;
  /** The body, piece by piece, generated as it is sent. */
  pieces: () => Iterator<Buffer>;
  /** `Content-Length` to announce, or null to send chunked. */
  length: number | null;
}

/** Posts a generated body, piece by piece, and stops sending as soon as the server answers (or resets the connection). */
function sendStreamedPost(post: StreamedPost): Promise<UploadResult> {
  const headers: Record<string, string | number> = { ...post.headers };
  if (post.length !== null) headers['content-length'] = post.length;
  else headers['transfer-encoding'] = 'chunked';

  return new Promise((resolve) => {
    const result: UploadResult = { status: null, body: '', sent: 0, error: null };
    let settled = false;
    let answered = false;
    const req = request({ host: '127.0.0.1', port: post.port, method: 'POST', path: post.path, headers });
    const finish = () => {
      if (settled) return;
      settled = true;
      req.destroy();
      resolve(result);
    };
    req.on('response', (res) => {
      answered = true;
      result.status = res.statusCode ?? null;
      res.setEncoding('utf8');
      res.on('data', (text: string) => (result.body += text));
      res.on('end', finish);
      res.on('error', finish);
    });
    req.on('error', (error) => {
      result.error = error.message;
      // An answer may still be on its way when the socket closes: give it a turn of the loop.
      setImmediate(() => (answered ? undefined : finish()));
    });
    req.on('close', () => setImmediate(finish));
    const pieces = post.pieces();
    const pump = () => {
      while (!answered && !req.destroyed) {
        const next = pieces.next();
        if (next.done) return void req.end();
        result.sent += next.value.length;
        if (!req.write(next.value)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

export interface PacedPost {
  port: number;
  path: string;
  headers?: Record<string, string>;
  body: Buffer;
  /** Announce the length (`Content-Length`), or send chunked. */
  withLength: boolean;
  /** Bytes written every `everyMs`, as a visitor's uplink sends them. */
  chunkBytes: number;
  everyMs: number;
}

/**
 * Posts `body` at a visitor's pace and, as a browser does, keeps sending to the end whatever the
 * server answers meanwhile; then reads the answer. `sent` tells how far it got before the
 * connection closed (a browser shows a network error when it is cut mid-upload).
 */
export function sendPacedPost(post: PacedPost): Promise<UploadResult> {
  const headers: Record<string, string | number> = { ...post.headers };
  if (post.withLength) headers['content-length'] = post.body.length;
  else headers['transfer-encoding'] = 'chunked';
  return new Promise((resolve) => {
    const result: UploadResult = { status: null, body: '', sent: 0, error: null };
    const req = request({ host: '127.0.0.1', port: post.port, method: 'POST', path: post.path, headers });
    req.on('response', (res) => {
      result.status = res.statusCode ?? null;
      res.setEncoding('utf8');
      res.on('data', (text: string) => (result.body += text));
      res.on('error', (error) => (result.error ??= error.message));
    });
    req.on('error', (error) => (result.error ??= error.message));
    req.on('close', () => setImmediate(() => resolve(result)));
    const tick = () => {
      if (req.destroyed || req.writableEnded) return;
      if (result.sent >= post.body.length) return void req.end();
      const piece = post.body.subarray(result.sent, result.sent + post.chunkBytes);
      req.write(piece, (error) => (error ? undefined : (result.sent += piece.length)));
      setTimeout(tick, post.everyMs);
    };
    tick();
  });
}
