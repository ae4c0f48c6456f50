import { acceptsFile } from '../../../../rules/files/accepts-file.ts';
import { customizationCost } from '../../../../rules/shop/customization-cost.ts';
import type { CustomizationCost } from '../../../../rules/shop/customization-cost.ts';

/** A customization a product offers (§3 Customization) and its value tiers, as GET /product/{id}/customization serves them (its contract). */
export type { ServedCustomization, ServedCustomizationValue } from '../../../../schemas/api/shop/customization-contracts.ts';
import type { ServedCustomization } from '../../../../schemas/api/shop/customization-contracts.ts';

/** A visitor's answer to a TEXT (the text), SELECT (the key) or CHECKBOX (checked) step. */
export type StepAnswer = string | boolean;

/** The answers by customization id, and the chosen files of FILE steps by customization id. */
export type Answers = Readonly<Record<number, StepAnswer>>;
export type ChosenFiles = Readonly<Record<number, File>>;

/** Why the browser refuses a file for a FILE step (not an accepted type, too large), or null. */
export type FileRefusal = { kind: 'fileType'; accept: string[] } | { kind: 'fileSize'; maxSize: number };

export function fileRefusal(one: ServedCustomization, file: File): FileRefusal | null {
  const accept = one.customization.accept ?? [];
  if (accept.length > 0 && !acceptsFile(accept, file)) return { kind: 'fileType', accept };
  const maxSize = one.customization.maxSize;
  if (maxSize !== undefined && file.size > maxSize) return { kind: 'fileSize', maxSize };
  return null;
}

/** The file of a FILE step when the browser accepts it (a refused file neither costs nor is sent). */
function usableFile(one: ServedCustomization, files: ChosenFiles): File | undefined {
  const file = files[one.id];
  return file && !fileRefusal(one, file) ? file : undefined;
}

/** Whether a step has an answer: a non-blank text, a chosen key, a ticked box, a chosen file. */
export function isAnswered(one: ServedCustomization, answers: Answers, files: ChosenFiles): boolean {
  if (one.customization.inputType === 'FILE') return files[one.id] !== undefined;
  const value = answers[one.id];
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && value.trim() !== '';
}

/** The cost of one step's current answer (§5 tiers), or null when it costs nothing. */
export function stepCost(one: ServedCustomization, answers: Answers, files: ChosenFiles): CustomizationCost | null {
  if (!isAnswered(one, answers, files)) return null;
  if (one.customization.inputType === 'FILE') return customizationCost(one.customization, { file: usableFile(one, files) ?? null });
  return customizationCost(one.customization, { answer: answers[one.id] ?? null });
}

/**
 * The answers as the API takes them (price call and add to cart): answered steps only, in step
 * order; a text trimmed, a SELECT its key, a ticked box 'true', a FILE the name of its file (one
 * the browser accepts).
 */
export function answersForApi(customizations: readonly ServedCustomization[], answers: Answers, files: ChosenFiles) {
  return customizations
    .filter((one) => isAnswered(one, answers, files) && (one.customization.inputType !== 'FILE' || usableFile(one, files) !== undefined))
    .map((one) => {
      const value = one.customization.inputType === 'FILE' ? files[one.id]!.name : answers[one.id]!;
      return { idCustomization: one.id, answer: typeof value === 'boolean' ? 'true' : value.trim() };
    });
}
