/** A customization cost once resolved: a euro amount or a percent of the price. */
export interface CustomizationCost {
  costType: 'EURO' | 'PERCENT';
  amount: number;
}

/** One value tier of a customization (§3 `customizationValues[]`). */
export interface CustomizationTier {
  textNumberOfChar?: number | null;
  selectKey?: string | null;
  costType?: string | null;
  amount?: number | null;
}

/** The inner `customization` object of §3, reduced to what the cost needs. */
export interface CustomizationCostInput {
  inputType: 'TEXT' | 'SELECT' | 'CHECKBOX' | 'FILE';
  costType?: string | null;
  amount?: number | null;
  customizationValues?: readonly CustomizationTier[] | null;
}

/** A visitor's answer: the text, the select key, the checkbox state, or a file (or its name). */
export interface CustomizationAnswerInput {
  answer?: string | number | boolean | null;
  file?: unknown;
}

const CHECKED = new Set(['true', '1', 'on', 'yes']);

function toCost(source: { costType?: string | null; amount?: number | null } | undefined): CustomizationCost | null {
  if (!source || typeof source.amount !== 'number' || !Number.isFinite(source.amount) || source.amount <= 0) {
    return null;
  }
  const type = String(source.costType ?? '').toUpperCase();
  if (type === 'EURO') return { costType: 'EURO', amount: source.amount };
  if (type === 'PERCENT') return { costType: 'PERCENT', amount: source.amount };
  return null;
}

/** The customization's own cost, else its first tier's. */
function flatCost(customization: CustomizationCostInput, tiers: readonly CustomizationTier[]): CustomizationCost | null {
  return toCost(customization) ?? toCost(tiers[0]);
}

function textCost(customization: CustomizationCostInput, tiers: readonly CustomizationTier[], text: string) {
  const length = [...text].length;
  if (length === 0) return null;
  if (tiers.length === 0) return toCost(customization);
  let best: CustomizationTier | undefined;
  for (const tier of tiers) {
    const chars = tier.textNumberOfChar;
    if (typeof chars !== 'number' || chars > length) continue;
    if (best === undefined || chars > (best.textNumberOfChar ?? -1)) best = tier;
  }
  return toCost(best);
}

/**
 * The cost of one customization answer (§5): text takes the tier with the largest char count
 * at or below the text length; select takes the tier of the chosen key; an unchecked checkbox
 * costs nothing; a file costs only once a file is given. NONE, zero or missing costs → null.
 */
export function customizationCost(
  customization: CustomizationCostInput,
  answer: CustomizationAnswerInput | null | undefined,
): CustomizationCost | null {
  const tiers = customization.customizationValues ?? [];
  const value = answer?.answer;
  switch (customization.inputType) {
    case 'TEXT':
      return textCost(customization, tiers, typeof value === 'string' ? value.trim() : '');
    case 'SELECT': {
      if (value === null || value === undefined || value === '') return null;
      return toCost(tiers.find((tier) => tier.selectKey === String(value)));
    }
    case 'CHECKBOX':
      return value === true || CHECKED.has(String(value).toLowerCase()) ? flatCost(customization, tiers) : null;
    case 'FILE': {
      const hasFile = (answer?.file !== null && answer?.file !== undefined) || (typeof value === 'string' && value !== '');
      return hasFile ? flatCost(customization, tiers) : null;
    }
    default:
      throw new RangeError(`Unknown customization input type "${String(customization.inputType)}"`);
  }
}
