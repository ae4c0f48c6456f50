/**
 * The server-rendered HTML of a layout inside its frame document: the content of `<main>`, so
 * what changes per request (the script nonce, the document head) does not change its hash
 * (the API's sha256, POST /admin/page/{idPage}/layout/{idLayout}/hash/check).
 */
export function layoutHtmlOfFrame(frame: string): string {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(frame);
  return match ? match[1]! : frame;
}
