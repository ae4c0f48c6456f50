/**
 * Checks an origin (`https://autocars.example`) and returns it without a trailing slash.
 * Every absolute URL of the SEO builders is `origin + path`, so both are validated here.
 */
export function siteOrigin(origin: string): string {
  if (typeof origin !== 'string' || !/^https?:\/\/[^/\s?#]+\/?$/i.test(origin)) {
    throw new TypeError(`SEO: origin must look like "https://example.com", got ${JSON.stringify(origin)}`);
  }
  return origin.replace(/\/$/, '');
}

/** `origin + path`, the path checked to be a site path (`/`, `/en/contact-us`). */
export function absoluteUrl(origin: string, path: string): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) {
    throw new TypeError(`SEO: a path must start with a single "/", got ${JSON.stringify(path)}`);
  }
  return `${siteOrigin(origin)}${path}`;
}
