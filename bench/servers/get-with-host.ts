import { request } from 'node:http';

/**
 * GET `url` with a `Host` header of our choosing. Node's fetch drops a `host` header and
 * `*.localhost` names do not resolve here, so the request goes to the URL's loopback address
 * through node:http, which sends the header as given. Rejects on a status other than 2xx.
 */
export function getWithHost(url: string, host: string, headers: Record<string, string> = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve(Buffer.concat(chunks));
        else reject(new Error(`GET ${url} (Host: ${host}) answered ${status}`));
      });
      response.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url} (Host: ${host}) timed out after 30 s`)));
    req.on('error', reject);
    req.end();
  });
}
