import { readFile, stat } from 'node:fs/promises';
import { Hono } from 'hono';
import { resolveLocalized } from '../../../schemas/index.ts';
import { siteExtraContracts } from '../../../schemas/api/site/site-extra-contracts.ts';
import { parameterPatterns } from '../../../schemas/site/parameters.schema.ts';
import { siteParameter } from '../../content/site-parameter.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { addressTypes } from './address-types.ts';
import { companyAddress } from './company-address.ts';
import { companyAddresses } from './company-addresses.ts';
import { parseListQuery } from '../../http/list-query.ts';
import type { ClickAndCollectDocument } from '../../../schemas/shipping/click-and-collect.schema.ts';
import { localSvgPath, siteHostNames } from './local-svg-path.ts';
import { servedParameters } from './served-parameters.ts';

const MAX_SVG_BYTES = 1024 * 1024;
const externalApps = ['PRODUCT_FILE_GENERATOR'] as const;
/** Checked again when served: only a publishable key ever leaves the server. */
const publishableKey = new RegExp(parameterPatterns.publishableKey);

/** POST /image/load-svg, GET /variation, /external-app/…, /company/address, /admin/address/type, /custom-stripe/public-key, each from its contract (schemas/api/site/site-extra-contracts.ts). */
export function siteExtraRoutes(_ctx: ApiContext): Hono {
  const app = new Hono();

  contractRoute(app, siteExtraContracts.loadSvg, async ({ body }, c) => {
    const site = siteOf(c);
    const { url } = body;
    const info = site.site.json.info;
    const hosts = siteHostNames(site.site.json.hosts, [info.url, info.devUrl, info.prodUrl]);
    const file = localSvgPath(url, site.folder, hosts);
    if (!file) throw new ApiError(400, { en: "Only SVG images of this site''s media folder can be loaded", fr: 'Seules les images SVG du dossier de médias de ce site peuvent être chargées' });
    const fileInfo = await stat(file).catch(() => null);
    if (!fileInfo?.isFile()) throw new ApiError(404, { en: 'This image does not exist', fr: 'Cette image n’existe pas' });
    if (fileInfo.size > MAX_SVG_BYTES) throw new ApiError(413, { en: 'This SVG image is too large (at most 1 MB)', fr: 'Cette image SVG est trop lourde (1 Mo au plus)' });
    const text = await readFile(file, 'utf8');
    if (!/<svg[\s>]/i.test(text)) throw new ApiError(422, { en: 'This file is not an SVG image', fr: 'Ce fichier n’est pas une image SVG' });
    return text;
  });

  contractRoute(app, siteExtraContracts.variations, (_input, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const doc = site.documents.get('catalogue/variations.json');
    return reply.cached( ['variation', site.idSite, doc?.hash ?? '', lang], () => {
      const list = (doc?.json as { variations?: unknown } | undefined)?.variations;
      return Array.isArray(list) ? (resolveLocalized(list, lang) as unknown[]) : [];
    });
  });

  contractRoute(app, siteExtraContracts.externalAppConfig, ({ params }, c) => {
    const site = siteOf(c);
    const name = params.app;
    if (!(externalApps as readonly string[]).includes(name)) {
      throw new ApiError(404, { en: "Unknown external app ''{name}'' (known: {known})", fr: 'Application externe « {name} » inconnue (connues : {known})' }, null, { name, known: externalApps.join(', ') });
    }
    const model = site.site.json.info.technicalFileModel ?? null;
    return { app: name, isActive: model !== null, config: { technicalFileModel: model } };
  });

  contractRoute(app, siteExtraContracts.companyAddresses, (_input, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    // Unknown keys are ignored and page, nbItem and orderBy checked, as in every §7 list.
    const query = parseListQuery(c.req.query(), ['type'], { nbItem: 100, orderable: ['id', 'name'] });
    const pickups = site.documents.get('shipping/click-and-collect.json');
    const key = ['company-address', site.idSite, site.hashOf('parameters'), pickups?.hash ?? '', lang, JSON.stringify(query)];
    return reply.cached(key, () => {
      const values = new Map(servedParameters(site.parameters, lang).map((p) => [p.type, p.value]));
      return companyAddresses(companyAddress(values), (pickups?.json as ClickAndCollectDocument | undefined)?.addresses ?? [], query);
    });
  });

  contractRoute(app, siteExtraContracts.addressTypes, (_input, c) => addressTypes(langOf(c)));

  contractRoute(app, siteExtraContracts.stripePublicKey, (_input, c) => {
    const key = siteParameter(siteOf(c).parameters, 'STRIPE_PUBLISHABLE_KEY');
    if (typeof key !== 'string' || key === '' || !publishableKey.test(key)) {
      throw new ApiError(404, { en: 'No card payment public key is configured for this site (parameter STRIPE_PUBLISHABLE_KEY)', fr: 'Aucune clé publique de paiement par carte n’est configurée pour ce site (paramètre STRIPE_PUBLISHABLE_KEY)' });
    }
    return key;
  });

  return app;
}
