/** The longest path a redirect taken from a request may carry (characters). */
export const SAME_SITE_PATH_MAX = 2048;

/** Whitespace, C0 and C1 control characters and DEL, and the backslash browsers read as `/`. */
const RAW_REFUSED = /[\s\u0000-\u001f\u007f-\u009f\\]/u;
/** Control characters a decoded form may not carry (`%09`, `%0a`, `%0d`, `%00`…). */
const DECODED_REFUSED = /[\u0000-\u001f\u007f-\u009f]/u;
/** A decoded form starting like a host (`//x`, `/\x`): a server or proxy decoding it would leave the site. */
const DECODED_HOST_START = /^[/\\][/\\]/;
/** A stand-in origin: a path resolved against it must stay on it. */
const BASE = 'http://same-site.invalid';

/**
 * The one rule for every redirect taken from a request (`next`, `?from=`, a payment's return and
 * cancel paths): `input` if it is a path of this site, else null (the caller falls back to its
 * safe default). A path starts with one `/` and carries no backslash, whitespace or control
 * character, raw or percent-encoded (`%09`, `%0a`, `%00`, double-encoded too), does not decode to
 * `//` or `/\` (`/%2F/x`, `/%5C/x`), and is at most 2048 characters; schemes (`https:`,
 * `javascript:`), hosts (`//x`) and leading spaces are refused by the first rule. Non-ASCII letters
 * come back percent-encoded, so the answer is always a valid `Location` header value.
 */
export function sameSitePath(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > SAME_SITE_PATH_MAX) return null;
  if (!input.startsWith('/') || input.startsWith('//') || RAW_REFUSED.test(input)) return null;
  let path: string;
  try {
    // A lone surrogate cannot be encoded (URIError): no path of a page carries one.
    path = input.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
  } catch {
    return null;
  }
  if (path.length > SAME_SITE_PATH_MAX || !decodedFormsStayOnSite(path)) return null;
  return new URL(path, BASE).origin === BASE ? path : null;
}

/** Decodes up to three times (double and triple encoding); a malformed escape is refused at the first. */
function decodedFormsStayOnSite(path: string): boolean {
  let form = path;
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      // `/100%` is no URL; a later round failing is a `%25` that decoded to a lone `%`.
      return round > 0;
    }
    if (DECODED_REFUSED.test(decoded) || DECODED_HOST_START.test(decoded)) return false;
    if (decoded === form) return true;
    form = decoded;
  }
  return true;
}
