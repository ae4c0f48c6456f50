import type { AddToCartRequest } from '../../api/cart-requests.ts';
import { answersForApi, fileRefusal, isAnswered } from './customization-definition.ts';
import type { Answers, ChosenFiles, ServedCustomization, StepAnswer } from './customization-definition.ts';

/** The customized price as POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price answers it (its contract). */
export type { CustomizedPrice } from '../../../../schemas/api/shop/customization-contracts.ts';
import type { CustomizedPrice } from '../../../../schemas/api/shop/customization-contracts.ts';

/** Why the visitor cannot go on (shown on the step or the summary); the block words it. */
export type CustomizationProblem =
  | { kind: 'required' }
  | { kind: 'fileType'; accept: string[] }
  | { kind: 'fileSize'; maxSize: number }
  | { kind: 'server'; message: string };

export interface CustomizationInput {
  idProduct: number;
  idDeclination: number;
  productType: AddToCartRequest['productType'];
  customizations: ServedCustomization[];
  /** The price before any answer (the price call with no answers, made by the page's loader). */
  price: CustomizedPrice;
  /** First quantity offered (the product's sell-by multiple). */
  quantity?: number;
}

/**
 * What the machine keeps besides its state: the steps, the step shown (`index`, the summary is
 * `customizations.length`), the furthest step reached, the answers and files (kept while the
 * visitor steps back and forth), the files the server accepted, the quantity, the last price
 * and the current problem. The status (step, checking a file, summary, adding, added; price
 * current, stale, fetching, failed) is the state value, never copied here.
 */
export interface CustomizationContext {
  idProduct: number;
  idDeclination: number;
  productType: AddToCartRequest['productType'];
  customizations: ServedCustomization[];
  index: number;
  furthest: number;
  answers: Answers;
  files: ChosenFiles;
  checkedFiles: ChosenFiles;
  quantity: number;
  price: CustomizedPrice;
  problem: CustomizationProblem | null;
}

export type CustomizationEditEvent =
  | { type: 'ANSWER'; idCustomization: number; answer: StepAnswer }
  | { type: 'CHOOSE_FILE'; idCustomization: number; file: File | null };

export type CustomizationEvent =
  | CustomizationEditEvent
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO'; index: number }
  | { type: 'SET_QUANTITY'; quantity: number }
  | { type: 'ADD' }
  | { type: 'RESTART' };

export function initialCustomizationContext(input: CustomizationInput): CustomizationContext {
  if (input.customizations.length === 0) throw new RangeError(`product ${input.idProduct} offers no customization`);
  return {
    idProduct: input.idProduct,
    idDeclination: input.idDeclination,
    productType: input.productType,
    customizations: input.customizations,
    index: 0,
    furthest: 0,
    answers: {},
    files: {},
    checkedFiles: {},
    quantity: input.quantity ?? 1,
    price: input.price,
    problem: null,
  };
}

/** An answer or a file chosen (or removed): the one edit the block may also apply before the machine runs. */
export function applyEdit(context: CustomizationContext, event: CustomizationEditEvent): CustomizationContext {
  if (event.type === 'ANSWER') return { ...context, answers: { ...context.answers, [event.idCustomization]: event.answer }, problem: null };
  const { [event.idCustomization]: _dropped, ...files } = context.files;
  return { ...context, files: event.file ? { ...files, [event.idCustomization]: event.file } : files, problem: null };
}

export const isEditEvent = (event: CustomizationEvent): event is CustomizationEditEvent => event.type === 'ANSWER' || event.type === 'CHOOSE_FILE';

/** The step shown (undefined on the summary). */
export const currentStep = (context: CustomizationContext): ServedCustomization | undefined => context.customizations[context.index];

/**
 * The browser's refusal of a file as it is chosen (type and size), so a wrong file is never shown
 * as chosen; null for an accepted file, a cleared one, or an answer.
 */
export function chosenFileProblem(context: CustomizationContext, event: CustomizationEditEvent): CustomizationProblem | null {
  if (event.type !== 'CHOOSE_FILE' || !event.file) return null;
  const step = context.customizations.find((one) => one.id === event.idCustomization);
  return step && step.customization.inputType === 'FILE' ? fileRefusal(step, event.file) : null;
}

/** A required step without its answer. */
export function missingAnswer(context: CustomizationContext): boolean {
  const step = currentStep(context);
  return step !== undefined && step.customization.required === true && !isAnswered(step, context.answers, context.files);
}

/** The file of the current step when the server has not accepted it yet. */
export function fileToCheck(context: CustomizationContext): { idCustomization: number; file: File } | null {
  const step = currentStep(context);
  const file = step ? context.files[step.id] : undefined;
  if (!step || !file || context.checkedFiles[step.id] === file) return null;
  return { idCustomization: step.id, file };
}

/** The answers for the price call. */
export const priceAnswers = (context: CustomizationContext) => answersForApi(context.customizations, context.answers, context.files);

/** The add-to-cart request: the answers and the files of FILE steps, by the file name their answer names. */
export function addRequest(context: CustomizationContext): AddToCartRequest {
  const customizations = priceAnswers(context);
  const files: Record<string, File> = {};
  for (const step of context.customizations) {
    const file = context.files[step.id];
    if (step.customization.inputType === 'FILE' && file && customizations.some((one) => one.idCustomization === step.id)) files[file.name] = file;
  }
  return {
    type: 'add',
    idProduct: context.idProduct,
    idDeclination: context.idDeclination,
    quantity: context.quantity,
    productType: context.productType,
    customizations,
    files,
  };
}
