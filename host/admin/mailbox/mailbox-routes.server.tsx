import type { Context, Hono, Next } from 'hono';
import { renderToString } from 'react-dom/server';
import type { EngineContext, SiteEntry } from '../../data/engine-context.ts';
import { adminLang } from '../../../runtime/tools/admin/AdminDocument.tsx';
import { isAdminSession } from '../../security/admin-session.server.ts';
import { MailboxList, MailboxMessage } from '../../../runtime/tools/admin/mailbox/MailboxPage.tsx';
import { publicSiteUrls, withLocalLinks } from './local-links.server.ts';
import type { Mailbox } from '../../../server/mail/outbox-mailbox.ts';

export interface MailboxDeps {
  dev: boolean;
  /** The delivered mails, read from the database (none: SMTP delivery or another API process, and `/_mail` is a 404). */
  mailbox: Mailbox | null;
  siteFor(host: string | undefined): SiteEntry;
  engineFor(request: Request, site: SiteEntry): EngineContext;
}

const headers = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' };
/** The mailbox pages: no script at all, their own inline style. */
const pageHeaders = { ...headers, 'Content-Security-Policy': "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'self'" };
/** A mail's own HTML is shown with no script, no form and no framing allowed. */
const mailHtmlCsp = "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * `/_mail` (the mails delivered without SMTP, newest first, read from the database's outbox so
 * that every instance lists every mail), `/_mail/{id}` (one mail, links
 * clickable), `/_mail/{id}/html` and `/_mail/{id}/eml`: in development, and for an admin
 * session in production. Anyone else goes on to the page renderer, which answers the site's 404.
 */
/** The address the mailbox is read on: the request's protocol and Host header. */
function readerOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.protocol}//${c.req.header('host') ?? url.host}`;
}

export function mailboxRoutes(app: Hono, deps: MailboxDeps): void {
  const allowed = async (c: Context): Promise<SiteEntry | null> => {
    if (!deps.mailbox) return null;
    const site = deps.siteFor(c.req.header('host'));
    if (deps.dev) return site;
    return (await isAdminSession(deps.engineFor(c.req.raw, site))) ? site : null;
  };
  const idOf = (c: Context): number | null => {
    const raw = c.req.param('id') ?? '';
    return /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  };

  app.get('/_mail', async (c, next) => {
    const site = await allowed(c);
    if (!site) return next();
    const lang = adminLang(c.req.query('lang'));
    const mails = await deps.mailbox!.list();
    return c.html(`<!DOCTYPE html>${renderToString(<MailboxList lang={lang} siteName={site.name} mails={mails} />)}`, 200, pageHeaders);
  });

  const one = (handler: (c: Context, id: number, site: SiteEntry) => Promise<Response | null>) => async (c: Context, next: Next) => {
    const site = await allowed(c);
    const id = idOf(c);
    if (!site || id === null) return next();
    return (await handler(c, id, site)) ?? next();
  };

  app.get('/_mail/:id', one(async (c, id, site) => {
    const found = await deps.mailbox!.one(id);
    if (!found) return null;
    const mail = { ...found, text: withLocalLinks(found.text, await publicSiteUrls(site.dir), readerOrigin(c)) };
    const lang = adminLang(c.req.query('lang'));
    return c.html(`<!DOCTYPE html>${renderToString(<MailboxMessage lang={lang} siteName={site.name} mail={mail} />)}`, 200, pageHeaders);
  }));
  app.get('/_mail/:id/html', one(async (c, id, site) => {
    const mail = await deps.mailbox!.one(id);
    if (!mail?.html) return null;
    return c.html(withLocalLinks(mail.html, await publicSiteUrls(site.dir), readerOrigin(c)), 200, { ...headers, 'Content-Security-Policy': mailHtmlCsp });
  }));
  app.get('/_mail/:id/eml', one(async (c, id) => {
    const bytes = await deps.mailbox!.eml(id);
    if (!bytes) return null;
    return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': 'message/rfc822', 'Content-Disposition': `attachment; filename="${id}.eml"` });
  }));
}
