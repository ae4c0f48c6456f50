import type { FileLinks } from '../../files/file-links.ts';

/**
 * A return label's address on the site, signed and expiring like the mail's
 * (server/routes/shop/return-label-routes.ts); null when the return has no label file.
 * Prefix it with the site's address for a mail.
 */
export async function returnLabelLink(links: FileLinks, now: Date, orderId: number, returnId: number, fileId: string | null): Promise<string | null> {
  return fileId ? `/api/order/${orderId}/return/${returnId}/label?${await links.sign(fileId, now)}` : null;
}
