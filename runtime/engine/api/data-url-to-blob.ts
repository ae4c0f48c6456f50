const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s;

/** True when the value is a `data:` URL. */
export function isDataUrl(value: unknown): value is string {
  return typeof value === 'string' && DATA_URL.test(value);
}

/** Converts a `data:` URL (base64 or percent-encoded) to a Blob of its media type. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new TypeError('dataUrlToBlob expects a "data:" URL');
  const type = match[1] || 'text/plain';
  const payload = match[4] ?? '';
  if (match[3]) {
    let binary: string;
    try {
      binary = atob(payload);
    } catch {
      throw new TypeError('The data URL has an invalid base64 payload');
    }
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type });
  }
  return new Blob([decodeURIComponent(payload)], { type });
}
