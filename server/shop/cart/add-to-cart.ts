import type { Kysely } from 'kysely';
import type { ApiContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import type { StagedFile } from '../../files/file-store.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { ApiError } from '../../errors/api-error.ts';
import { cartLinesOf, createCart, findOpenUserCart, requireOpenCart, touchCart } from './cart-repository.ts';
import { requireDeclination } from '../catalogue/catalogue.ts';
import { checkQuantity } from './check-quantity.ts';
import { customizationAnswerErrors, type CustomizationAnswer } from '../catalogue/customization-answers.ts';
import { customizationFileError } from '../catalogue/customization-file.ts';
import { customizationsOfProduct } from '../catalogue/customizations.ts';
import type { Locale } from '../../../rules/locale.ts';
import { soldQuantities } from './sold-quantities.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

export interface AddToCartInput {
  site: LoadedSite;
  lang: Locale;
  userId: number | null;
  /** A cart id, or 'new'. */
  cartId: string;
  idDeclination: number;
  quantity: number;
  answers: CustomizationAnswer[];
  /** Uploaded files, staged in the file store; those an answer takes are recorded with the line. */
  files: StagedFile[];
}

const INVALID = { en: 'Some customizations are not valid', fr: 'Certaines personnalisations ne sont pas valides' };

/** Stock left for a declination once orders and the cart's other lines are taken away. */
export async function remainingStock(
  db: Kysely<Database>,
  idSite: number,
  declination: { id: number; quantity: number },
  otherLinesQuantity: number,
): Promise<number> {
  const sold = (await soldQuantities(db, idSite, [declination.id])).get(declination.id) ?? 0;
  return declination.quantity - sold - otherLinesQuantity;
}

/** Pairs each FILE answer with an uploaded file: same name as the answer, else the next unused one. */
function pairFiles(answers: CustomizationAnswer[], fileIds: Set<number>, files: StagedFile[]): Map<CustomizationAnswer, StagedFile> {
  const paired = new Map<CustomizationAnswer, StagedFile>();
  const used = new Set<StagedFile>();
  for (const answer of answers.filter((one) => fileIds.has(one.idCustomization))) {
    const named = files.find((file) => !used.has(file) && file.name === answer.answer);
    const file = named ?? files.find((one) => !used.has(one));
    if (file) {
      paired.set(answer, file);
      used.add(file);
    }
  }
  return paired;
}

/**
 * Adds a declination to a cart (creating the cart for 'new'), in one transaction: checks the
 * customization answers and files, the §5 quantity rules against the remaining stock, merges
 * with an identical line, then stores files and the line. Returns the cart id.
 */
export async function addToCart(ctx: ApiContext, input: AddToCartInput): Promise<string> {
  const { site, lang, userId } = input;
  const { product, declination } = requireDeclination(site, input.idDeclination);
  const offered = customizationsOfProduct(site, product.id);
  const fileCustomizations = new Set(offered.filter((one) => one.customization.inputType === 'FILE').map((one) => one.id));
  const paired = pairFiles(input.answers, fileCustomizations, input.files);
  const errors: Record<string, string> = {};
  for (const [answer, file] of paired) {
    const customization = offered.find((one) => one.id === answer.idCustomization);
    const problem = customization ? customizationFileError(customization, { name: file.name, type: file.declaredType, size: file.size }, lang) : null;
    if (problem) errors[`customization.${answer.idCustomization}`] = problem;
  }
  const probe = input.answers.map((answer) => (paired.has(answer) ? { ...answer, fileId: 'pending' } : answer));
  for (const { key, error } of customizationAnswerErrors(offered, probe, lang)) errors[key] ??= error;
  if (Object.keys(errors).length > 0) throw new ApiError(400, pickText(INVALID, lang), { errors });

  // Under the cart's lock: a line cannot slip into a cart while it is being ordered.
  return checkAndTake(ctx.db, input.cartId === 'new' ? [] : lockKeys.cart(input.cartId), async (trx) => {
    const cart =
      input.cartId === 'new'
        ? ((userId !== null ? await findOpenUserCart(trx, site.idSite, userId) : undefined) ??
          (await createCart(trx, { idSite: site.idSite, userId, discountCode: null, now: ctx.now() })))
        : await requireOpenCart(trx, site.idSite, input.cartId, userId);
    const lines = await cartLinesOf(trx, cart.id);
    const stored = JSON.stringify(input.answers);
    const same = paired.size === 0 ? lines.find((line) => line.idDeclination === declination.id && line.customizations === stored) : undefined;
    const others = lines.filter((line) => line.idDeclination === declination.id && line !== same).reduce((sum, line) => sum + line.quantity, 0);
    const quantity = (same?.quantity ?? 0) + input.quantity;
    checkQuantity(product, declination, input.quantity, await remainingStock(trx, site.idSite, declination, others + (same?.quantity ?? 0)), lang);
    checkQuantity(product, declination, quantity, await remainingStock(trx, site.idSite, declination, others), lang);

    if (same) {
      await trx.updateTable('cartLines').set({ quantity }).where('id', '=', same.id).execute();
    } else {
      const answers: CustomizationAnswer[] = [];
      const savedFiles: { idCustomization: number; fileId: string }[] = [];
      for (const answer of input.answers) {
        const file = paired.get(answer);
        if (!file) {
          answers.push(answer);
          continue;
        }
        const mime = file.sniffedType ?? 'application/octet-stream';
        const saved = await ctx.files.record(file, { idSite: site.idSite, purpose: 'customization', ownerId: userId, mime }, trx);
        answers.push({ ...answer, answer: saved.name, fileId: saved.id });
        savedFiles.push({ idCustomization: answer.idCustomization, fileId: saved.id });
      }
      const line = await trx
        .insertInto('cartLines')
        .values({ cartId: cart.id, idProduct: product.id, idDeclination: declination.id, quantity, customizations: JSON.stringify(answers), createdAt: ctx.now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const file of savedFiles) await trx.insertInto('cartLineFiles').values({ cartLineId: line.id, ...file }).execute();
    }
    await touchCart(trx, cart.id, ctx.now());
    return cart.id;
  });
}
