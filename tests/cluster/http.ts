import { request as httpRequest } from 'node:http';

/** One answer, read whole. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** `X-Served-By`: the instance that answered ('' when the balancer answered alone). */
  servedBy: string;
  text(): string;
  json<T = any>(): T;
}

export interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string | FormData | object;
  /** Default 30 s: a call never waits longer. */
  timeoutMs?: number;
}

/** A FormData as bytes and its multipart content type (what fetch would send). */
async function encodeForm(form: FormData): Promise<{ bytes: Buffer; type: string }> {
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { bytes: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

/**
 * One HTTP call to 127.0.0.1:`port` on a new connection (so the balancer picks an instance per
 * call), with the `Host` header given (default `domaine.localhost:<port>`, as a browser sends it). Rejects on a network error or
 * after `timeoutMs`.
 */
export async function call(port: number, path: string, options: Call = {}, host = `domaine.localhost:${port}`): Promise<Answer> {
  const headers: Record<string, string> = { host, connection: 'close', ...options.headers };
  let bytes: Buffer | undefined;
  if (options.body instanceof FormData) {
    const encoded = await encodeForm(options.body);
    bytes = encoded.bytes;
    headers['content-type'] = encoded.type;
  } else if (Buffer.isBuffer(options.body) || typeof options.body === 'string') {
    bytes = Buffer.from(options.body);
  } else if (options.body !== undefined) {
    bytes = Buffer.from(JSON.stringify(options.body));
    headers['content-type'] ??= 'application/json';
  }
  if (bytes) headers['content-length'] = String(bytes.length);
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const servedBy = res.headers['x-served-by'];
        resolve({
          status: res.statusCode ?? 0, headers: res.headers, body, servedBy: typeof servedBy === 'string' ? servedBy : '',
          text: () => body.toString('utf8'),
          json: () => JSON.parse(body.toString('utf8')),
        });
      });
    });
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error(`${options.method ?? 'GET'} ${path}: no answer within ${options.timeoutMs ?? 30_000} ms`)));
    req.on('error', reject);
    if (bytes) req.write(bytes);
    req.end();
  });
}

/** The `name=value` pairs of an answer's Set-Cookie headers, as one Cookie header. */
export function cookiesOf(answer: Answer): string {
  const set = answer.headers['set-cookie'] ?? [];
  return (Array.isArray(set) ? set : [set]).map((cookie) => cookie.split(';')[0]).filter((pair) => !/=$/.test(pair!)).join('; ');
}

/** Waits until `check` resolves true, asking every `everyMs`, for at most `timeoutMs`; returns whether it did. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, everyMs = 250): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}
