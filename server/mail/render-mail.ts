import { escapeHtml } from '../../rules/text/escape-html.ts';
import { imageUrl } from '../../rules/web/image-url.ts';
import type { LoadedSite } from '../config/loaded-site.ts';
import { siteParameter } from '../content/site-parameter.ts';
import { toLang, type Locale } from '../../rules/locale.ts';
import { formatMessage } from '../i18n/format-message.ts';
import { pickText } from '../../rules/text/pick-text.ts';

/** A mail ready for the outbox: subject, text part and HTML part. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** One piece of a mail's content: a paragraph, a `label: value` table, or a button link. */
export type MailPart =
  | { paragraph: string }
  | { rows: readonly (readonly [string, string])[] }
  | { link: { label: string; href: string } };

export interface MailContent {
  subject: string;
  heading: string;
  parts: readonly MailPart[];
}

const footer = {
  fr: 'Ce message vous est envoyé par {name}.',
  en: 'This message is sent to you by {name}.',
} as const;

/** The name a mail is signed with: the COMPANY_NAME parameter, else the site's name. */
export function siteDisplayName(site: Pick<LoadedSite, 'name' | 'parameters'>): string {
  const name = String(siteParameter(site.parameters, 'COMPANY_NAME') ?? '').trim();
  return name !== '' ? name : site.name;
}

/** The site's public address without a trailing slash (`info.url`). */
export function siteBaseUrl(site: Pick<LoadedSite, 'site'>): string {
  return site.site.json.info.url.replace(/\/+$/, '');
}

/** The logo's width asked of the image pipeline: twice the 240 px it may take in a mail. */
const LOGO_WIDTH = 480;

/**
 * The site's logo for a mail: a PNG drawn by the image pipeline (`/ik-seo/…/<name>.png?tr=w-480`,
 * host/assets/image-variants.server.ts) from the configured original, SVG included, since Gmail
 * and Outlook show no SVG; an absolute http(s) logo is used as it is.
 */
function logoOf(site: Pick<LoadedSite, 'site' | 'name' | 'parameters'>, lang: Locale): { src: string; alt: string } | null {
  const logo = site.site.json.logos?.find((one) => one.type === 'LOGO');
  const url = logo?.onlineImage?.url;
  if (!logo || !url) return null;
  const alt = typeof logo.alt === 'string' ? logo.alt : ((logo.alt && pickText(logo.alt, lang)) ?? '');
  if (/^https?:\/\//.test(url)) return { src: url, alt };
  const stem = /^(\/[^?#]*)\.[a-z0-9]+(?:[?#].*)?$/i.exec(url.startsWith('/') ? url : `/${url}`)?.[1];
  if (!stem) return null;
  return { src: `${siteBaseUrl(site)}${imageUrl({ path: stem, name: siteDisplayName(site), ext: 'png' })}?tr=w-${LOGO_WIDTH}`, alt };
}

/** Only http(s) and mailto links go into a mail's HTML; anything else is shown as text. */
function safeHref(href: string): string | null {
  return /^(https?:|mailto:)/i.test(href.trim()) ? href.trim() : null;
}

/** Text with its line breaks kept, escaped for HTML. */
function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

function partText(part: MailPart): string {
  if ('paragraph' in part) return part.paragraph;
  if ('rows' in part) return part.rows.map(([label, value]) => `${label} : ${value}`).join('\n');
  return `${part.link.label} :\n${part.link.href}`;
}

function partHtml(part: MailPart): string {
  if ('paragraph' in part) return `<p style="margin:0 0 16px">${htmlText(part.paragraph)}</p>`;
  if ('rows' in part) {
    const rows = part.rows.map(([label, value]) =>
      `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${htmlText(value)}</td></tr>`);
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows.join('')}</table>`;
  }
  const href = safeHref(part.link.href);
  if (!href) return `<p style="margin:0 0 16px">${htmlText(`${part.link.label} : ${part.link.href}`)}</p>`;
  const url = escapeHtml(href);
  return `<p style="margin:0 0 16px"><a href="${url}" style="display:inline-block;padding:10px 18px;background:#1f3a5f;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(part.link.label)}</a></p>`
    + `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all"><a href="${url}" style="color:#1f3a5f">${escapeHtml(href)}</a></p>`;
}

/**
 * A mail in one language with the site's name and logo: a text part, and an HTML part where
 * every value is escaped and only http(s)/mailto links are made clickable.
 */
export function renderMail(site: Pick<LoadedSite, 'name' | 'parameters' | 'site'>, lang: Locale, content: MailContent): RenderedMail {
  const name = siteDisplayName(site);
  const signature = formatMessage(footer, lang, { name });
  const logo = logoOf(site, lang);
  const text = [name, '', content.heading, '', ...content.parts.map((part) => `${partText(part)}\n`), '—', signature, siteBaseUrl(site)].join('\n');
  const header = logo
    ? `<img src="${escapeHtml(logo.src)}" alt="${escapeHtml(logo.alt || name)}" height="60" style="height:60px;max-width:240px">`
    : `<strong style="font-size:20px">${escapeHtml(name)}</strong>`;
  const html = `<!doctype html><html lang="${toLang(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`
    + `<body style="margin:0;padding:24px;background:#f4f4f2;font-family:Arial,Helvetica,sans-serif;color:#222222;line-height:1.5">`
    + `<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">`
    + `<div style="margin:0 0 24px">${header}</div>`
    + `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`
    + content.parts.map(partHtml).join('')
    + `<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0 12px"><p style="font-size:12px;color:#666666;margin:0">${escapeHtml(signature)} <a href="${escapeHtml(siteBaseUrl(site))}" style="color:#666666">${escapeHtml(siteBaseUrl(site))}</a></p>`
    + `</div></body></html>`;
  return { subject: content.subject, text, html };
}
