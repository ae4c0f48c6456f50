import { dayInWords } from '../../../rules/day-in-words.ts';
import type { Locale } from '../../../rules/locale.ts';
import { formatCents } from '../../../rules/shop/format-price.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { GIFT_VOUCHER_WORDING } from './gift-voucher-mail.ts';
import { siteBaseUrl, siteDisplayName } from '../../mail/render-mail.ts';
import type { PdfLine } from '../catalogue/render-pdf.ts';
import { formatVoucherCode } from './voucher-code.ts';

/** A voucher as its printable sheet needs it. */
export interface VoucherSheetInput {
  code: string;
  amountCents: number;
  message: string | null;
  validUntil: string;
  reference: string;
}

const say = (key: keyof typeof GIFT_VOUCHER_WORDING, lang: Locale, values: Record<string, string | number> = {}) => formatMessage(GIFT_VOUCHER_WORDING[key], lang, values);

/** The lines of a printable gift voucher (render-pdf.ts): the site, the amount, the code, the message, the validity and the terms. */
export function voucherSheetLines(site: LoadedSite, voucher: VoucherSheetInput, lang: Locale): PdfLine[] {
  const amount = formatCents(voucher.amountCents, lang);
  const lines: PdfLine[] = [
    { text: siteDisplayName(site), size: 12, bold: true },
    { text: say('voucher', lang, { amount }), size: 26, bold: true },
    { text: `${say('code', lang)} : ${formatVoucherCode(voucher.code)}`, size: 20, bold: true },
    { text: `${say('validUntil', lang)} : ${dayInWords(voucher.validUntil, lang, { year: true })}`, size: 12 },
  ];
  if (voucher.message) lines.push({ text: say('message', lang), size: 12, bold: true }, { text: voucher.message, size: 14 });
  lines.push({ text: say('terms', lang), size: 10 }, { text: `${voucher.reference} — ${siteBaseUrl(site)}`, size: 9 });
  return lines;
}
