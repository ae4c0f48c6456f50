import type { FileLinks } from '../../files/file-links.ts';

/**
 * A return label's address on the shop's site (`/return-label/…`, which the web server passes on
 * to GET /order/{id}/return/{returnId}/label for the site of its host), signed and expiring
 * (server/routes/shop/return-label-routes.ts); null when the return has no label file. Prefix it
 * with the site's address for a mail.
 */
export async function returnLabelLink(links: FileLinks, now: Date, orderId: number, returnId: number, fileId: string | null): Promise<string | null> {
  return fileId ? `/return-label/${orderId}/${returnId}?${await links.sign(fileId, now)}` : null;
}
