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
  const headers: Record<string, string | number> = { ...upload.headers, 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (upload.withLength) headers['content-length'] = head.length + upload.bytes + tail.length;
  else headers['transfer-encoding'] = 'chunked';

  return new Promise((resolve) => {
    const result: UploadResult = { status: null, body: '', sent: 0, error: null };
    let settled = false;
    let answered = false;
    const req = request({ host: '127.0.0.1', port: upload.port, method: 'POST', path: upload.path, headers });
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
    req.write(head);
    const pump = () => {
      while (!answered && !req.destroyed && result.sent < upload.bytes) {
        result.sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered && !req.destroyed) req.end(tail);
    };
    pump();
  });
}
