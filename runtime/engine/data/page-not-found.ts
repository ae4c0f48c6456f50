/** The spec's exact 404 message, shown (in English) by the error page. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/**
 * Ends a block's loader with the site's 404 page: a thrown Response, which the layout preparation
 * passes on to the router like a redirect (a plain error would only drop the block from a 200 page).
 * For a URL that names nothing: `?month=garbage` on a calendar.
 */
export function pageNotFound(): never {
  throw Response.json({ message: NOT_FOUND_MESSAGE }, { status: 404, statusText: 'Not Found' });
}
