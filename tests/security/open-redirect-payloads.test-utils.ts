/**
 * Classic open-redirect payloads (OWASP's Unvalidated Redirects cheat sheet and the
 * PayloadsAllTheThings "Open Redirect" list), with `evil.example` as the attacker's host. Each one
 * is refused by sameSitePath; every place that redirects from request input is run through them.
 */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '//evil.example/%2F..',
  '//evil.example%2F%2E%2E',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/\\/evil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/%0a/x',
  '/\n/evil.example',
  '/%0d/evil.example',
  '/%0D%0ASet-Cookie:%20owned=1',
  '/\r\nLocation: https://evil.example',
  '/%00/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5C/evil.example',
  '/%5cevil.example',
  '/%252F/evil.example',
  '/%25%30%39/evil.example',
  'https://evil.example',
  'http://evil.example/',
  'HTTPS://evil.example',
  'https:evil.example',
  'http:/\\evil.example',
  'https://www.domaine-trois-terroirs.fr@evil.example',
  '//www.domaine-trois-terroirs.fr@evil.example/',
  '  //evil.example',
  '\u00a0//evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '\u3031evil.example',
  '/\u2028/evil.example',
  'evil.example',
  `/${'a'.repeat(3000)}`,
];

/**
 * Where a browser goes with a `Location` answered to a request of `origin`: the WHATWG URL parser
 * strips tabs and newlines and reads `\` as `/`, as the browser does.
 */
export function landsOn(location: string, origin: string): string {
  return new URL(location, origin).origin;
}
