import { afterEach, describe, expect, it } from 'vitest';
import { limitStream } from './body-limit.ts';

/** A FormData body as the web server builds it for an in-process API call: undici makes its stream. */
function formDataBody(bytes: number): ReadableStream<Uint8Array> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'big.bin');
  return new Request('http://in-process/', { method: 'POST', body: form }).body!;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<number> {
  let size = 0;
  for await (const chunk of stream) size += chunk.byteLength;
  return size;
}

const rejections: unknown[] = [];
const record = (reason: unknown) => rejections.push(reason);
afterEach(() => {
  process.off('unhandledRejection', record);
  rejections.length = 0;
});

describe('limitStream', () => {
  it('passes a body within the limit whole', async () => {
    expect(await readAll(limitStream(formDataBody(1000), 10_000, () => new Error('too large')))).toBeGreaterThan(1000);
  });

  it('fails past the limit, and lets go of an in-process FormData body without an unhandled rejection (Node 24 undici)', async () => {
    process.on('unhandledRejection', record);
    await expect(readAll(limitStream(formDataBody(3_000_000), 100_000, () => new Error('too large'), 'process'))).rejects.toThrow('too large');
    const stream = limitStream(formDataBody(3_000_000), 10_000_000, () => new Error('too large'), 'process');
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rejections).toEqual([]);
  });
});
