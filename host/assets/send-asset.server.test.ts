import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress-assets.server.ts';
import { sendAsset } from './send-asset.server.ts';

const script = `export function greet(name){return "Bonjour " + name + " !";}\n`.repeat(100);

function builtAssets(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-assets-'));
  writeFileSync(join(dir, 'entry.js'), script);
  writeFileSync(join(dir, 'tiny.css'), 'a{color:red}');
  writeFileSync(join(dir, 'logo.png'), new Uint8Array(4096));
  return dir;
}

const request = (headers: Record<string, string> = {}, method = 'GET') => new Request('http://x/assets/entry.js', { method, headers });

describe('precompressAssets and sendAsset', () => {
  it('writes a Brotli and a gzip copy of each text asset worth it, and none of images or tiny files', () => {
    const dir = builtAssets();
    expect(precompressAssets(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'entry.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'entry.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
  });

  it('serves the precompressed copy the client accepts, typed as the asset, that decompresses to the same bytes', async () => {
    const dir = builtAssets();
    precompressAssets(dir);
    const br = sendAsset(join(dir, 'entry.js'), 'public, max-age=31536000, immutable', request({ 'Accept-Encoding': 'gzip, br' }));
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);

    const gz = sendAsset(join(dir, 'entry.js'), 'public', request({ 'Accept-Encoding': 'gzip' }));
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
  });

  it('serves the file itself without Accept-Encoding or for a range (its bytes of the identity file), and HEAD without a body', async () => {
    const dir = builtAssets();
    precompressAssets(dir);
    const file = join(dir, 'entry.js');
    for (const [headers, status, text] of [[{}, 200, script], [{ 'Accept-Encoding': 'br', Range: 'bytes=0-9' }, 206, script.slice(0, 10)]] as const) {
      const response = sendAsset(file, 'public', request(headers));
      expect(response.status).toBe(status);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(text);
    }
    const head = sendAsset(file, 'public', request({ 'Accept-Encoding': 'br' }, 'HEAD'));
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.body).toBeNull();
  });
});
