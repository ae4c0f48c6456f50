import { describe, expect, it } from 'vitest';
import { createDevEvents } from './dev-events.server.ts';

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, needle: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(needle)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

describe('development events', () => {
  it('streams a reload event to every open page', async () => {
    const events = createDevEvents();
    const first = events.connect();
    const second = events.connect();
    expect(first.headers.get('content-type')).toContain('text/event-stream');
    expect(events.clients()).toBe(2);
    const a = first.body!.getReader();
    const b = second.body!.getReader();
    events.broadcast('reload');
    expect(await readUntil(a, 'event: reload')).toContain('retry: 1000');
    expect(await readUntil(b, 'event: reload')).toContain('event: reload\ndata: \n\n');
    events.close();
  });

  it('forgets a page that went away and refuses a malformed event name', async () => {
    const events = createDevEvents();
    const controller = new AbortController();
    events.connect(controller.signal);
    const kept = events.connect();
    controller.abort();
    expect(events.clients()).toBe(1);
    await kept.body!.cancel();
    expect(events.clients()).toBe(0);
    expect(() => events.broadcast('re load')).toThrow(/event name/);
    events.close();
  });
});
