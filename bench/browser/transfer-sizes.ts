import { request } from 'node:http';

export interface TransferSize {
  identity: number;
  gzip: number;
  br: number;
}

/** Bytes of the body as sent for one `Accept-Encoding` (after any Content-Encoding). */
function bytesAsSent(url: string, host: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host, 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      response.on('end', () => ((response.statusCode ?? 0) === 200 ? resolve(bytes) : reject(new Error(`GET ${url} (Host: ${host}) answered ${response.statusCode}`))));
      response.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** A response's size on the wire without compression, with gzip and with Brotli (what the server sends for each). */
export async function transferSize(url: string, host: string): Promise<TransferSize> {
  return {
    identity: await bytesAsSent(url, host, 'identity'),
    gzip: await bytesAsSent(url, host, 'gzip'),
    br: await bytesAsSent(url, host, 'br'),
  };
}
