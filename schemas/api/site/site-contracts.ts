import { Type } from '@sinclair/typebox';
import { ServedComponentConfSchema, ServedPageDetailSchema, ServedPageTreeSchema } from '../pages.ts';
import { defineRoute, type RouteContract } from '../route-contract.ts';
import { ServedParametersSchema, ServedSiteInfoSchema } from '../site.ts';
import { siteExtraContracts } from './site-extra-contracts.ts';

/**
 * The configuration reads of §7 (parameters, site info, the page tree, a page, a page's layout),
 * served from memory with ETags, Localized values resolved; one declaration each (decision 0073).
 * Their answers' shapes are schemas/api/site.ts and schemas/api/pages.ts.
 */
export const siteConfigContracts = {
  parameters: defineRoute({ method: 'GET', path: '/parameter', answer: ServedParametersSchema }),
  info: defineRoute({ method: 'GET', path: '/site/info', answer: ServedSiteInfoSchema }),
  pageTree: defineRoute({ method: 'GET', path: '/page', answer: ServedPageTreeSchema }),
  /** A page by its id, its slug or its path (`key`, percent-encoded once more by the caller). */
  page: defineRoute({ method: 'GET', path: '/page/:key{.+}', params: Type.Object({ key: Type.String({ minLength: 1 }) }), answer: ServedPageDetailSchema }),
  componentConf: defineRoute({ method: 'GET', path: '/component/conf/:slug', params: Type.Object({ slug: Type.String({ minLength: 1 }) }), answer: ServedComponentConfSchema }),
};

export { siteExtraContracts };

/** The site's route table: every contract server/routes/site registers and its callers call. */
export const siteContracts: readonly RouteContract[] = [...Object.values(siteConfigContracts), ...Object.values(siteExtraContracts)];
