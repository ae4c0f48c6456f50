import busboy from 'busboy';
import { busboyTextLimits, textFieldCounter, type TextLimit } from './text-field-limits.ts';

/**
 * A multipart body that fails with `refuse(limit, field)` as soon as its text fields pass
 * TEXT_FIELD_LIMITS: busboy counts them on the bytes as they pass (files are skipped, a field is
 * kept only up to its limit), so whoever reads the body — undici's `formData()` for a page form
 * posted without JavaScript — never holds more text than the API would take. A body busboy cannot
 * read passes as it is: its reader refuses it.
 */
export function limitMultipartText(body: ReadableStream<Uint8Array>, contentType: string, refuse: (limit: TextLimit, field: string) => Error): ReadableStream<Uint8Array> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: busboyTextLimits(Infinity) });
  } catch {
    return body;
  }
  const text = textFieldCounter();
  let refusal: Error | null = null;
  parser.on('field', (key, value, info) => {
    const passed = refusal ? null : text.add(value, info.valueTruncated);
    if (passed) refusal = refuse(passed, passed === 'fieldTooLarge' ? key : '');
  });
  parser.on('fieldsLimit', () => void (refusal ??= refuse('tooManyFields', '')));
  parser.on('file', (_key, stream) => stream.resume());
  parser.on('error', () => undefined);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        // busboy reads the chunk at once (its files are resumed): a field that ends in it is counted now.
        if (!refusal) parser.write(chunk);
        if (refusal) return controller.error(refusal);
        controller.enqueue(chunk);
      },
      flush(controller) {
        parser.end();
        if (refusal) controller.error(refusal);
      },
    }),
  );
}
