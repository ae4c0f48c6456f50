import { parameterDefaults } from '../site/parameters.schema.ts';
import type { SiteParameter } from '../site/parameters.schema.ts';
import { formatDocument } from '../validation/format-document.ts';
import { legalTextsEn } from './legal-texts-en.ts';
import { legalTextsFr } from './legal-texts-fr.ts';
import { scaffoldContentComponents, scaffoldLegalComponents, scaffoldPages } from './scaffold-pages.ts';
import { displayName } from './site-name.ts';
import { escapeHtml } from '../../rules/text/escape-html.ts';

export interface ScaffoldOptions {
  name: string;
  idSite: number;
  /** Port of the local server, for the site's dev URL. */
  port?: number;
}

const header = (kind: string) => ({ $schema: `../../schemas/json/${kind}.schema.json`, schemaVersion: 1 });

/** A plain logo: the company name in white on the primary colour. */
export function logoSvg(company: string): string {
  const width = Math.max(200, 40 + company.length * 19);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="90" viewBox="0 0 ${width} 90" role="img" aria-label="${escapeHtml(company)}">`,
    `  <rect width="${width}" height="90" rx="12" fill="#1f4e79"/>`,
    `  <text x="${width / 2}" y="57" font-family="system-ui, -apple-system, 'Segoe UI', Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeHtml(company)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

function siteDocument({ name, idSite, port = 3000 }: ScaffoldOptions, company: string) {
  const url = `http://${name}.localhost:${port}`;
  const country = (id: number, alphaTwo: string, alphaThree: string, numCode: number, label: string) => ({ id, alphaTwo, alphaThree, numCode, name: label });
  return {
    ...header('site'),
    idSite,
    name,
    hosts: [`${name}.localhost`],
    info: { url, devUrl: url, isWinemaker: false, isECommerce: false, isBuilding: false, technicalFileModel: null, dashboardType: 'SHOWCASE', defaultLang: { code: 'fr_FR', label: 'Français', flag: 'fr' } },
    languages: [
      { id: 1, code: 'fr_FR', label: 'Français', deeplCode: 'FR', country: country(75, 'FR', 'FRA', 250, 'France'), isValid: true },
      { id: 2, code: 'en', label: 'English', deeplCode: 'EN-GB', country: country(232, 'GB', 'GBR', 826, 'United Kingdom'), isValid: true },
    ],
    logos: [
      {
        id: 1,
        filename: 'logo.svg',
        type: 'LOGO',
        onlineImage: { id: 1, externalId: `${name}-logo`, externalType: 'LOCAL', externalPath: '/logos/logo.svg', url: '/media/logos/logo.svg' },
        alt: { fr: `Logo de ${company}`, en: `${company} logo` },
      },
    ],
    fonts: [
      { id: 1, type: 'TITLE', family: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', color: '#1f4e79', size: 16, weight: 700, style: 'normal', files: [] },
      { id: 2, type: 'CONTENT', family: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', color: '#222222', size: 12, weight: 400, style: 'normal', files: [] },
      { id: 3, type: 'MENU', family: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', color: '#222222', size: 14, weight: 600, style: 'normal', files: [] },
    ],
  };
}

/** Every §9 default, with the company name and the generic legal texts in both languages. */
function parameters(company: string): SiteParameter[] {
  const own: Partial<Record<string, SiteParameter['value']>> = { COMPANY_NAME: company, LEGAL_COMPANY_NAME: company };
  for (const key of Object.keys(legalTextsFr) as (keyof typeof legalTextsFr)[]) own[key] = { fr: legalTextsFr[key], en: legalTextsEn[key] };
  return parameterDefaults.map((parameter) => ({ ...parameter, value: own[parameter.type] ?? parameter.value }));
}

/** The files of a new, valid site folder: path inside the folder → content. */
export function scaffoldSite(options: ScaffoldOptions): Map<string, string> {
  const company = displayName(options.name);
  const files = new Map<string, string>([
    ['site.json', formatDocument(siteDocument(options, company))],
    ['parameters.json', formatDocument({ ...header('parameters'), parameters: parameters(company) })],
    ['pages.json', formatDocument(scaffoldPages(company))],
    ['forms.json', formatDocument({ ...header('forms'), forms: [] })],
    ['popups.json', formatDocument({ ...header('popups'), popups: [] })],
    ['elements.json', formatDocument({ ...header('elements'), lists: [] })],
    ['media/logos/logo.svg', logoSvg(company)],
  ]);
  for (const doc of [...scaffoldContentComponents(company), ...scaffoldLegalComponents(company)]) {
    files.set(`components/${doc.slug}.json`, formatDocument(doc));
  }
  return files;
}
