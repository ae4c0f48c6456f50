import { Hono } from 'hono';
import { customizationCost } from '../../../rules/index.ts';
import type { ApiContext } from '../../context.ts';
import { customizationContracts } from '../../../schemas/api/shop/customization-contracts.ts';
import { ApiError, MISSING_FILE, parseMultipart } from '../../http/index.ts';
import { NOT_A_DECLINATION_OF, requireDeclination, siteDocument, unitPriceOf } from '../../shop/catalogue/catalogue.ts';
import { customizationAnswerErrors, customizationSurchargeCents } from '../../shop/catalogue/customization-answers.ts';
import { customizationFileError, DEFAULT_MAX_CUSTOMIZATION_BYTES } from '../../shop/catalogue/customization-file.ts';
import { customizationsOfProduct } from '../../shop/catalogue/customizations.ts';
import { toCents, toEuros } from '../../../rules/index.ts';
import type { CustomizationsDocument } from '../../../schemas/catalogue/customizations.schema.ts';
import { shopRequest, shopRoute } from './shop-request.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const INVALID = { en: 'Some customizations are not valid', fr: 'Certaines personnalisations ne sont pas valides' };

/** POST /product-customization/{id}/file/validate and the customized price of a declination. */
export function customizationRoutes(_ctx: ApiContext): Hono {
  const app = new Hono();

  shopRoute(app, customizationContracts.validateFile, async ({ params: { id } }, c) => {
    const { site, lang } = await shopRequest(c);
    const customization = (siteDocument<CustomizationsDocument>(site, 'catalogue/customizations.json')?.customizations ?? []).find((one) => one.id === id);
    if (!customization) throw new ApiError(404, { en: 'Customization {id} does not exist', fr: 'La personnalisation {id} n’existe pas' }, null, { id: String(id) });
    // One file, counted as it arrives against the customization's own size (413 past it), never kept.
    const definition = customization.customization;
    const maxBytes = (definition.inputType === 'FILE' ? definition.maxSize : undefined) ?? DEFAULT_MAX_CUSTOMIZATION_BYTES;
    const parts = await parseMultipart(c, { store: null, maxFiles: 1, fileRule: () => ({ maxBytes, maxCount: 1 }) });
    const file = Object.values(parts.files).flat()[0];
    if (!file) throw new ApiError(400, MISSING_FILE, null, { key: 'file' });
    const problem = customizationFileError(customization, { name: file.name, type: file.declaredType, size: file.size }, lang);
    if (problem) throw new ApiError(400, problem, { errors: { file: problem } });
    return { valid: true as const, name: file.name, size: file.size, type: file.declaredType };
  });

  shopRoute(app, customizationContracts.price, async ({ params: { idProduct, idDeclination }, body }, c) => {
    const { site, lang } = await shopRequest(c);
    const { product, declination } = requireDeclination(site, idDeclination);
    if (product.id !== idProduct) throw new ApiError(404, NOT_A_DECLINATION_OF, null, { declination: String(idDeclination), product: String(idProduct) });
    const offered = customizationsOfProduct(site, product.id);
    // A FILE answer names its file here: the price only needs to know a file is given.
    const answers = body.customizations.map((one) => ({ ...one, ...(typeof one.answer === 'string' && one.answer !== '' ? { fileId: 'named' } : {}) }));
    const errors = customizationAnswerErrors(offered, answers, lang, { requireAll: false });
    if (errors.length > 0) throw new ApiError(400, pickText(INVALID, lang), { errors: Object.fromEntries(errors.map((one) => [one.key, one.error])) });
    const unitCents = toCents(unitPriceOf(declination));
    const details = body.customizations.map((answer) => {
      const found = offered.find((one) => one.id === answer.idCustomization)!;
      const withFile = { answer: answer.answer, file: found.customization.inputType === 'FILE' && answer.answer ? answer.answer : null };
      const cost = customizationCost(found.customization, withFile);
      const cents = customizationSurchargeCents([found], [{ ...answer, ...(withFile.file ? { fileId: 'named' } : {}) }], unitCents);
      return { cents, detail: { idCustomization: answer.idCustomization, costType: cost?.costType ?? ('NONE' as const), amount: cost?.amount ?? 0, price: toEuros(cents) } };
    });
    const surcharge = details.reduce((sum, one) => sum + one.cents, 0);
    return { unitPrice: toEuros(unitCents), customizationPrice: toEuros(surcharge), price: toEuros(unitCents + surcharge), details: details.map((one) => one.detail) };
  });

  return app;
}
