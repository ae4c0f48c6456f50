import { describe, expect, it } from 'vitest';
import { coalesceChunks, documentBody } from './coalesce-chunks.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of stream) chunks.push(decoder.decode(chunk));
  return chunks;
}

describe('coalesceChunks', () => {
  it('joins the chunks written in one burst into one chunk, keeping their order', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['<html>', '<body>', 'hello', '</body>', '</html>']) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    expect(await readAll(coalesceChunks(source))).toEqual(['<html><body>hello</body></html>']);
  });

  it('still sends what is ready before the stream waits for more', async () => {
    let push: (text: string | null) => void = () => {};
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => (text === null ? controller.close() : controller.enqueue(bytes(text)));
      },
    });
    const reader = coalesceChunks(source).getReader();
    push('<p>shell');
    push('</p>');
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('<p>shell</p>');
    push('<p>later</p>');
    push(null);
    const second = await reader.read();
    expect(new TextDecoder().decode(second.value)).toBe('<p>later</p>');
    expect((await reader.read()).done).toBe(true);
  });

  it('puts the given bytes just before </body>, even when </body> is split across chunks', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['<html><body>hi</bo', 'dy></html>']) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    const tail = [bytes('<script>a</script>'), bytes('<script>b</script>')];
    expect((await readAll(coalesceChunks(source, { beforeBodyEnd: tail }))).join('')).toBe(
      '<html><body>hi<script>a</script><script>b</script></body></html>',
    );
  });

  it('puts them at the end when the document has no </body>', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('<p>fragment</p>'));
        controller.close();
      },
    });
    expect((await readAll(coalesceChunks(source, { beforeBodyEnd: [bytes('<i>t</i>')] }))).join('')).toBe('<p>fragment</p><i>t</i>');
  });

  it('rejects chunks that are not bytes', async () => {
    const source = new ReadableStream<unknown>({
      start(controller) {
        controller.enqueue('text');
        controller.close();
      },
    });
    await expect(readAll(coalesceChunks(source as ReadableStream<Uint8Array>))).rejects.toThrow(/Uint8Array/);
  });

  describe('documentBody', () => {
    it('gives the bytes of a document that came whole in its first burst', async () => {
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of ['<html><body>', 'all ready', '</body></html>']) controller.enqueue(bytes(part));
          controller.close();
        },
      });
      const body = await documentBody(source, { beforeBodyEnd: [bytes('<script>boot</script>')] });
      expect(body).toBeInstanceOf(Uint8Array);
      expect(new TextDecoder().decode(body as Uint8Array)).toBe('<html><body>all ready<script>boot</script></body></html>');
    });

    it('streams a document whose end comes later, starting with what is ready', async () => {
      let push: (text: string | null) => void = () => {};
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => (text === null ? controller.close() : controller.enqueue(bytes(text)));
        },
      });
      push('<html><body><p>shell</p>');
      const body = await documentBody(source);
      expect(body).toBeInstanceOf(ReadableStream);
      const reader = (body as ReadableStream<Uint8Array>).getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('<html><body><p>shell</p>');
      push('<p>later</p></body></html>');
      push(null);
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('<p>later</p></body></html>');
      expect((await reader.read()).done).toBe(true);
    });
  });
});
