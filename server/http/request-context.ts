import { normalizeLang } from '../i18n/normalize-lang.ts';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiContext } from '../context.ts';
import type { SessionUser } from '../../schemas/api/account/session-user.ts';
import type { LoadedSite } from '../config/loaded-site.ts';
import type { Locale } from '../../rules/locale.ts';
import { ApiError } from '../errors/api-error.ts';

/** A site number no site has (the `idSite` header, a payment link's site). */
export const UNKNOWN_SITE = { en: 'Unknown site {id}', fr: 'Site {id} inconnu' } as const;

declare module 'hono' {
  interface ContextVariableMap {
    /** The API context, set on every request by `createApi`. */
    ctx: ApiContext;
    /** The logged-in user, set by `requireUser` / `requireAdmin` / `loadUser`. */
    user: SessionUser | undefined;
  }
}

/** Middleware putting the API context on every request (`c.get('ctx')`). */
export function withContext(ctx: ApiContext): MiddlewareHandler {
  return async (c, next) => {
    c.set('ctx', ctx);
    await next();
  };
}

/**
 * Middleware checking the `idSite` and `userLang` headers of every call up front, so a call that
 * reads neither still answers 404 for an unknown site and 400 for an unknown language.
 */
export const checkSiteHeaders: MiddlewareHandler = async (c, next) => {
  siteOf(c);
  langOf(c);
  await next();
};

/** The API context of a request; a 500 if `createApi` did not set it. */
export function ctxOf(c: Context): ApiContext {
  const ctx = c.get('ctx');
  if (!ctx) throw new Error('The API context is missing: mount routes through createApi()');
  return ctx;
}

/**
 * The site of the request from the `idSite` header (default 87); 404 for an unknown site. An
 * admin browsing the draft gets the site with its draft applied (server/http/draft-preview.ts).
 */
export function siteOf(c: Context): LoadedSite {
  const raw = c.req.header('idSite')?.trim();
  const idSite = raw === undefined || raw === '' ? 87 : Number(raw);
  if (!Number.isInteger(idSite) || idSite < 1) {
    throw new ApiError(400, { en: "Invalid header ''idSite'': must be a site number", fr: 'En-tête « idSite » invalide : doit être un numéro de site' });
  }
  const draft = c.get('draftSite');
  if (draft && draft.idSite === idSite) return draft;
  const site = ctxOf(c).config.site(idSite);
  if (!site) throw new ApiError(404, UNKNOWN_SITE, null, { id: String(idSite) });
  return site;
}


/** The language of the request from the `userLang` header (default fr_FR); 400 when unknown. */
export function langOf(c: Context): Locale {
  const lang = normalizeLang(c.req.header('userLang'));
  if (!lang) throw new ApiError(400, { en: "Invalid header ''userLang'': must be fr_FR, fr or en", fr: 'En-tête « userLang » invalide : doit être fr_FR, fr ou en' });
  return lang;
}

export { normalizeLang };
