import type { SeoContext } from './seo-context.ts';

/** The estate's site context in English, as blocks' structured data tests use it. */
export const estateContext: SeoContext = {
  origin: 'https://vin.example',
  parameters: [{ type: 'COMPANY_NAME', value: 'Domaine des Trois Terroirs' }, { type: 'HEAD_OFFICE', value: '12 route de la Sèvre, 44330 Vallet' }],
  siteName: 'domaine',
  locale: 'en',
};
