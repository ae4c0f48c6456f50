import { createHash } from 'node:crypto';
import type { Context, Hono, Next } from 'hono';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import type { EngineContext, SiteEntry } from '../data/engine-context.ts';
import type { CatalogueEntry } from '../catalogue/catalogue-entry.ts';
import { renderSiteBlockFrame } from '../catalogue/block-frame.server.ts';
import { CROSS_ORIGIN_FORM_MESSAGE, isCrossOriginWrite } from '../../server/http/same-origin.ts';
import type { Locale } from '../../rules/locale.ts';
import { adminMessages, adminPath } from '../../runtime/tools/admin/admin-messages.ts';
import { isAdminSession } from '../security/admin-session.server.ts';
import { AdminLayoutsPage, type PageRow } from '../../runtime/tools/admin/layouts/AdminLayoutsPage.tsx';
import { AdminPreviewPage } from '../../runtime/tools/admin/layouts/AdminPreviewPage.tsx';
import { layoutHtmlOfFrame } from './layouts/layout-hash.server.ts';
import { findPageLayout, loadPageLayouts, type PageLayout } from './layouts/page-layouts.server.ts';
import type { PreviewShot } from './layouts/preview-shot.server.ts';
import { AdminOrderPage } from '../../runtime/tools/admin/orders/AdminOrderPage.tsx';
import { AdminOrdersPage } from '../../runtime/tools/admin/orders/AdminOrdersPage.tsx';
import { adminOrderContracts, type AdminOrderStatusCode, type AdminReturnMove } from '../../schemas/api/shop/admin-order-contracts.ts';
import { checkoutContracts } from '../../schemas/api/shop/checkout-contracts.ts';
import { adminOrdersQuery } from './admin-orders-query.server.ts';
import { PackingSlipPage } from '../../runtime/tools/admin/orders/PackingSlipPage.tsx';
import { refundMessages } from '../../runtime/tools/admin/orders/refund-messages.ts';
import { returnMessages } from '../../runtime/tools/admin/orders/return-messages.ts';
import { refundRequest } from './refund-request.server.ts';
import { localeFromPath, withLocalePrefix } from '../../runtime/engine/router/locale.ts';
import { pickText } from '../../rules/text/pick-text.ts';
import { adminLayoutContracts } from '../../schemas/api/account/admin-layout-contracts.ts';
import { fillPath } from '../../schemas/api/route-contract.ts';

export interface AdminDeps {
  siteFor(host: string | undefined): SiteEntry;
  engineFor(request: Request, site: SiteEntry): EngineContext;
  catalogueEntry: () => Promise<CatalogueEntry>;
  stylesheets: (blockTypes: readonly string[]) => readonly string[];
  nonce: () => string;
  csp: (nonce: string) => string;
  /** A raw API call with the request's session (images). */
  apiRaw(request: Request, site: SiteEntry, path: string): Promise<Response>;
  /** Makes preview images (Chromium on the server); none: previews are not refreshed. */
  previewShot: PreviewShot | null;
  /** This instance's name, kept with its preview claims (decision 0035). */
  instanceId?: string;
  log: (line: string) => void;
}

const headers = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' };
const pageCsp = "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";
const SHOT_WIDTH = 1280;

/**
 * The admin panel, server-rendered for ADMIN and SUPER_ADMIN sessions only (the API says who;
 * anyone else goes on to the page renderer's 404): `/admin` (pages, layouts, hashes and
 * previews), `/admin/preview/{idPage}/{idLayout}` (one layout alone, its `frame` and `image`),
 * `/admin/orders` and `/admin/orders/{id}` (status form, returns, refunds); each also under `/en/admin`. The pages
 * carry no script, so nothing of the admin reaches a visitor's JavaScript.
 */
export interface AdminRoutes {
  checkBrowsedPage(c: Context, engine: EngineContext): void;
  /** A layout's hash as `/admin` shows it (sha256 of its French frame's `<main>`), stored nowhere: the editor's preview shows it. */
  layoutHash(engine: EngineContext, site: SiteEntry, layout: PageLayout): Promise<string>;
}

export function adminRoutes(app: Hono, deps: AdminDeps): AdminRoutes {
  const refreshing = new Set<string>();

  const guard = (handler: (c: Context, ctx: { site: SiteEntry; engine: EngineContext; lang: Locale }) => Promise<Response | null>) =>
    async (c: Context, next: Next) => {
      const site = deps.siteFor(c.req.header('host'));
      const engine = deps.engineFor(c.req.raw, site);
      if (!(await isAdminSession(engine))) return next();
      const lang = localeFromPath(c.req.path);
      return (await handler(c, { site, engine, lang })) ?? next();
    };
  const page = (c: Context, element: ReactElement, status: 200 | 400 | 409 = 200) =>
    c.html(`<!DOCTYPE html>${renderToString(element)}`, status, { ...headers, 'Content-Security-Policy': pageCsp });
  const both = (path: string) => [path, withLocalePrefix(path, 'en')];
  const intParam = (c: Context, name: string) => {
    const raw = c.req.param(name) ?? '';
    return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  };

  const frameOf = async (engine: EngineContext, site: SiteEntry, layout: PageLayout, locale: Locale, nonce = deps.nonce()) =>
    renderSiteBlockFrame({ entry: await deps.catalogueEntry(), engine, site, type: layout.type, locale, nonce, stylesheets: deps.stylesheets, props: layout.props });

  /** The HTML a layout's hash is taken of: its French frame's `<main>`. */
  const layoutHtml = async (engine: EngineContext, site: SiteEntry, layout: PageLayout) => {
    const frame = await frameOf(engine, site, layout, 'fr_FR');
    return frame.html === null ? '' : layoutHtmlOfFrame(frame.html);
  };

  /** Renders a layout (French), has the API check its hash; answers the hash and the one stored before. */
  const checkLayout = async (engine: EngineContext, site: SiteEntry, idPage: number, layout: PageLayout) => {
    const html = await layoutHtml(engine, site, layout);
    const checked = await engine.api('fr_FR').call(adminLayoutContracts.checkHash, { params: { idPage, idLayout: layout.idLayout }, body: { html } });
    if (!checked.success) throw new Error(`hash check of page ${idPage} layout ${layout.idLayout} failed: ${checked.message}`);
    return checked.data;
  };

  /**
   * Fresh previews of layouts whose hash changed: Chromium screenshots of their frames, uploaded
   * with PUT …/preview. One screenshot at a time (a panel of many pages must not start a browser
   * page per layout at once), the layout found changed last first (the one the admin just edited
   * or browsed), and only the newest hash of a layout (an older pending one is dropped).
   */
  const pendingShots = new Map<string, { key: string; run: () => Promise<void> }>();
  let shooting = false;
  const drainShots = async () => {
    if (shooting) return;
    shooting = true;
    try {
      while (pendingShots.size > 0) {
        const [layoutKey, job] = [...pendingShots].at(-1)!;
        pendingShots.delete(layoutKey);
        await job.run();
      }
    } finally {
      shooting = false;
    }
  };
  const refreshPreview = (c: Context, engine: EngineContext, idPage: number, idLayout: number, hash: string) => {
    const shot = deps.previewShot;
    const layoutKey = `${engine.site.idSite}/${idPage}/${idLayout}`;
    const key = `${layoutKey}/${hash}`;
    if (!shot || refreshing.has(key)) return;
    refreshing.add(key);
    const origin = new URL(c.req.url).origin;
    const cookie = c.req.header('cookie') ?? '';
    const older = pendingShots.get(layoutKey);
    if (older) refreshing.delete(older.key);
    pendingShots.delete(layoutKey);
    pendingShots.set(layoutKey, { key, run: () => (async () => {
      // Claimed in the database first: of several instances that find the layout changed, one pictures it.
      const claim = await engine.api('fr_FR').call(adminLayoutContracts.claimPreview, { params: { idPage, idLayout }, body: { hash, by: deps.instanceId ?? 'web' } });
      if (!claim.success) throw new Error(claim.message);
      if (!claim.data.claimed) return;
      const png = await shot(`${origin}${adminPath('fr_FR', `/preview/${idPage}/${idLayout}/frame`)}?lang=fr`, cookie, SHOT_WIDTH);
      const form = new FormData();
      form.set('image', new File([new Uint8Array(png)], `layout-${idPage}-${idLayout}.png`, { type: 'image/png' }));
      form.set('hash', hash);
      const saved = await engine.api('fr_FR').call(adminLayoutContracts.savePreview, { params: { idPage, idLayout }, body: form });
      if (!saved.success) throw new Error(saved.message);
      deps.log(`[admin] preview of page ${idPage} layout ${idLayout} made for hash ${hash.slice(0, 12)} by ${deps.instanceId ?? 'this instance'}`);
    })().catch((error: unknown) => deps.log(`[admin] preview of page ${idPage} layout ${idLayout} not made: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => refreshing.delete(key)) });
    void drainShots();
  };

  for (const path of both('/admin')) {
    app.get(path, guard(async (c, { site, engine, lang }) => {
      const api = engine.api('fr_FR');
      const [pages, stored] = await Promise.all([loadPageLayouts(api, lang), api.call(adminLayoutContracts.layouts, {})]);
      const storedBy = new Map((stored.success ? stored.data : []).map((row) => [`${row.idPage}/${row.idLayout}`, row]));
      const rows: PageRow[] = [];
      for (const one of pages) {
        const layouts = await Promise.all(one.layouts.map(async (layout) => {
          const { hash, previousHash } = await checkLayout(engine, site, one.idPage, layout);
          const previous = storedBy.get(`${one.idPage}/${layout.idLayout}`);
          if (previous?.preview?.hash !== hash) refreshPreview(c, engine, one.idPage, layout.idLayout, hash);
          return { idLayout: layout.idLayout, type: layout.type, hash, storedHash: previousHash, previewHash: previous?.preview?.hash ?? null, hasPreview: Boolean(previous?.preview) };
        }));
        rows.push({ idPage: one.idPage, title: one.title, path: one.path, layouts });
      }
      return page(c, <AdminLayoutsPage lang={lang} siteName={site.name} pages={rows} />);
    }));
  }

  for (const path of both('/admin/preview/:idPage/:idLayout')) {
    app.get(path, guard(async (c, { site, engine, lang }) => {
      const idPage = intParam(c, 'idPage');
      const idLayout = intParam(c, 'idLayout');
      if (idPage === null || idLayout === null) return null;
      const found = await findPageLayout(engine.api('fr_FR'), idPage, idLayout, lang);
      if (!found) return null;
      const { hash } = await checkLayout(engine, site, idPage, found.layout);
      const stored = await engine.api('fr_FR').call(adminLayoutContracts.layouts, {});
      const row = stored.success ? stored.data.find((one) => one.idPage === idPage && one.idLayout === idLayout) : undefined;
      if (row?.preview?.hash !== hash) refreshPreview(c, engine, idPage, idLayout, hash);
      const asked = c.req.query('hash')?.trim().toLowerCase();
      const lookup = asked ? { hash: asked, found: Boolean(row?.versions.some((version) => version.hash === asked)) } : null;
      return page(c, (
        <AdminPreviewPage lang={lang} siteName={site.name} idPage={idPage} idLayout={idLayout} pageTitle={found.page.title} type={found.layout.type}
          hash={hash} versions={row?.versions ?? []} hasPreview={Boolean(row?.preview)} lookup={lookup} />
      ), lookup && !lookup.found && !/^[0-9a-f]{64}$/.test(lookup.hash) ? 400 : 200);
    }));

    app.get(`${path}/frame`, guard(async (c, { site, engine }) => {
      const idPage = intParam(c, 'idPage');
      const idLayout = intParam(c, 'idLayout');
      if (idPage === null || idLayout === null) return null;
      const locale = c.req.query('lang') === 'en' ? 'en' : 'fr_FR';
      const found = await findPageLayout(engine.api(locale), idPage, idLayout, locale);
      if (!found) return null;
      const nonce = deps.nonce();
      const frame = await frameOf(engine, site, found.layout, locale, nonce);
      if (frame.html === null) return frame.status === 503 ? c.text(frame.message, 503) : null;
      return c.html(frame.html, 200, { ...headers, 'Content-Security-Policy': deps.csp(nonce) });
    }));

    app.get(`${path}/image`, guard(async (c, { site }) => {
      const idPage = intParam(c, 'idPage');
      const idLayout = intParam(c, 'idLayout');
      const hash = c.req.query('hash');
      if (idPage === null || idLayout === null || (hash !== undefined && !/^[0-9a-f]{64}$/.test(hash))) return null;
      // A file route (answer: 'file'): fetched raw, its path filled from the contract.
      const response = await deps.apiRaw(c.req.raw, site, `${fillPath(adminLayoutContracts.preview.path, { idPage, idLayout })}${hash ? `?hash=${hash}` : ''}`);
      if (!response.ok) return null;
      return c.body(await response.arrayBuffer(), 200, { ...headers, 'Content-Type': response.headers.get('content-type') ?? 'image/png' });
    }));
  }

  /**
   * While an admin browses the site: each layout of the page at this path is checked the same
   * way, in the background, and a changed one gets a fresh preview. Others pay one session check.
   */
  const checkBrowsedPage = (c: Context, engine: EngineContext): void => {
    if (!engine.hasSession || !deps.previewShot) return;
    const path = c.req.path.replace(/\/+$/, '') || '/';
    void (async () => {
      if (!(await isAdminSession(engine))) return;
      const locale = localeFromPath(path);
      const pages = await loadPageLayouts(engine.api('fr_FR'), locale);
      const browsed = pages.find((one) => one.path === path);
      if (!browsed) return;
      const stored = await engine.api('fr_FR').call(adminLayoutContracts.layouts, {});
      const previews = new Map((stored.success ? stored.data : []).map((row) => [`${row.idPage}/${row.idLayout}`, row.preview?.hash ?? null]));
      for (const layout of browsed.layouts) {
        const { hash } = await checkLayout(engine, engine.site, browsed.idPage, layout);
        if (previews.get(`${browsed.idPage}/${layout.idLayout}`) !== hash) refreshPreview(c, engine, browsed.idPage, layout.idLayout, hash);
      }
    })().catch((error: unknown) => deps.log(`[admin] layout check of ${path} failed: ${error instanceof Error ? error.message : String(error)}`));
  };

  for (const path of both('/admin/orders')) {
    app.get(path, guard(async (c, { site, engine, lang }) => {
      const api = engine.api(lang);
      const filters = { status: c.req.query('status') ?? '', from: c.req.query('from') ?? '', to: c.req.query('to') ?? '', returns: c.req.query('returns') === 'open' ? 'open' : '' };
      const pageNumber = Number(c.req.query('page') ?? 1);
      const [list, types] = await Promise.all([
        api.call(adminOrderContracts.list, { query: adminOrdersQuery(filters, pageNumber) }),
        api.call(checkoutContracts.genericValues, { params: { type: 'status' } }),
      ]);
      const data = list.success ? list.data : { items: [], total: 0, page: 1, perPage: 20 };
      return page(c, (
        <AdminOrdersPage lang={lang} siteName={site.name} items={data.items} total={data.total} page={data.page} perPage={data.perPage}
          statuses={types.success ? types.data : []} filters={filters} error={list.success ? null : list.message} />
      ), list.success ? 200 : 400);
    }));

    const detail = async (c: Context, ctx: { site: SiteEntry; engine: EngineContext; lang: Locale }, notice: string | null, error: string | null) => {
      const id = intParam(c, 'id');
      if (id === null) return null;
      const found = await ctx.engine.api(ctx.lang).call(adminOrderContracts.read, { params: { id } });
      if (!found.success) return null;
      return page(c, <AdminOrderPage lang={ctx.lang} siteName={ctx.site.name} order={found.data} notice={notice} error={error} />, error ? 409 : 200);
    };
    app.get(`${path}/:id/file/:fileId`, guard(async (c, ctx) => {
      const id = intParam(c, 'id');
      const fileId = c.req.param('fileId') ?? '';
      if (id === null || !/^[0-9a-f-]{36}$/.test(fileId)) return null;
      const response = await deps.apiRaw(c.req.raw, ctx.site, `/admin/order/${id}/file/${fileId}`);
      if (!response.ok) return null;
      return c.body(await response.arrayBuffer(), 200, {
        ...headers,
        'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream',
        'Content-Disposition': response.headers.get('content-disposition') ?? 'attachment',
        'X-Content-Type-Options': 'nosniff',
      });
    }));
    app.get(`${path}/:id/packing-slip`, guard(async (c, ctx) => {
      const id = intParam(c, 'id');
      if (id === null) return null;
      const found = await ctx.engine.api(ctx.lang === 'en' ? 'en' : 'fr_FR').call(adminOrderContracts.read, { params: { id } });
      return found.success ? page(c, <PackingSlipPage lang={ctx.lang} siteName={ctx.site.name} order={found.data} />) : null;
    }));
    app.get(`${path}/:id`, guard(async (c, ctx) => detail(c, ctx,
      c.req.query('saved') === '1' ? pickText(adminMessages, ctx.lang).saved : c.req.query('refunded') === '1' ? pickText(refundMessages, ctx.lang).done
        : c.req.query('returnMoved') === '1' ? pickText(returnMessages, ctx.lang).moved : null, null)));
    // A refund (issue #25): sent to the API only with its confirmation box ticked; its refusal shown on the page.
    app.post(`${path}/:id/refund`, guard(async (c, ctx) => {
      if (isCrossOriginWrite(c.req.raw)) return c.text(pickText(CROSS_ORIGIN_FORM_MESSAGE, ctx.lang), 403);
      const id = intParam(c, 'id');
      if (id === null) return null;
      const asked = refundRequest(await c.req.parseBody());
      if ('problem' in asked) return detail(c, ctx, null, pickText(refundMessages, ctx.lang)[asked.problem]);
      const done = await ctx.engine.api(ctx.lang).call(adminOrderContracts.refund, { params: { id }, body: asked.body });
      if (done.success) return c.redirect(`${adminPath(ctx.lang, `/orders/${id}`)}?refunded=1`, 303);
      return detail(c, ctx, null, done.message);
    }));
    // A return moved one step (issues 32 and 36): e.g. marked received, which opens its refund.
    app.post(`${path}/:id/returns/:returnId`, guard(async (c, ctx) => {
      if (isCrossOriginWrite(c.req.raw)) return c.text(pickText(CROSS_ORIGIN_FORM_MESSAGE, ctx.lang), 403);
      const id = intParam(c, 'id');
      const returnId = intParam(c, 'returnId');
      if (id === null || returnId === null) return null;
      const form = await c.req.parseBody();
      const status = typeof form.status === 'string' ? form.status : '';
      const reason = typeof form.reason === 'string' ? form.reason : '';
      // The form's status as typed: the API refuses one that is not a move, in the admin's language.
      const to = status as AdminReturnMove;
      const moved = await ctx.engine.api(ctx.lang).call(adminOrderContracts.moveReturn, { params: { id, returnId }, body: { status: to, ...(status === 'REFUSED' ? { reason } : {}) } });
      if (moved.success) return c.redirect(`${adminPath(ctx.lang, `/orders/${id}`)}?returnMoved=1`, 303);
      return detail(c, ctx, null, moved.message);
    }));
    // The label step: instructions and/or a label file, passed on to the API, which checks and keeps it.
    app.post(`${path}/:id/returns/:returnId/label`, guard(async (c, ctx) => {
      if (isCrossOriginWrite(c.req.raw)) return c.text(pickText(CROSS_ORIGIN_FORM_MESSAGE, ctx.lang), 403);
      const id = intParam(c, 'id');
      const returnId = intParam(c, 'returnId');
      if (id === null || returnId === null) return null;
      const form = await c.req.parseBody();
      const sent = new FormData();
      if (typeof form.instructions === 'string') sent.set('instructions', form.instructions);
      if (form.label instanceof File && form.label.size > 0) sent.set('label', form.label, form.label.name);
      const moved = await ctx.engine.api(ctx.lang).call(adminOrderContracts.returnLabel, { params: { id, returnId }, body: sent });
      if (moved.success) return c.redirect(`${adminPath(ctx.lang, `/orders/${id}`)}?returnMoved=1`, 303);
      return detail(c, ctx, null, moved.message);
    }));
    app.post(`${path}/:id`, guard(async (c, ctx) => {
      if (isCrossOriginWrite(c.req.raw)) return c.text(pickText(CROSS_ORIGIN_FORM_MESSAGE, ctx.lang), 403);
      const id = intParam(c, 'id');
      if (id === null) return null;
      const form = await c.req.parseBody();
      const status = typeof form.status === 'string' ? form.status : '';
      const trackingNumber = typeof form.trackingNumber === 'string' ? form.trackingNumber.trim() : '';
      // The form's status as chosen: the API refuses one that is not a status, in the admin's language.
      const to = status as AdminOrderStatusCode;
      const saved = await ctx.engine.api(ctx.lang).call(adminOrderContracts.move, { params: { id }, body: { status: to, ...(trackingNumber ? { trackingNumber } : {}) } });
      if (saved.success) return c.redirect(`${adminPath(ctx.lang, `/orders/${id}`)}?saved=1`, 303);
      return detail(c, ctx, null, saved.message);
    }));
  }
  const layoutHash = async (engine: EngineContext, site: SiteEntry, layout: PageLayout) => createHash('sha256').update(await layoutHtml(engine, site, layout)).digest('hex');
  return { checkBrowsedPage, layoutHash };
}
