/** The posted field of a step's answer in the no-JavaScript form (NoScriptCustomize.tsx → customize-action.ts). */
export const answerField = (idCustomization: number) => `answer-${idCustomization}`;

/** The page's answer to a refused no-JavaScript customization (its actionData): the §8 message and the texts typed. */
export interface CustomizeEcho {
  block: 'product-customize';
  message: string;
  answers: Record<string, string>;
}

/** The echo of a refused post of this block, else undefined. */
export function customizeEchoOf(answer: unknown): CustomizeEcho | undefined {
  return typeof answer === 'object' && answer !== null && (answer as { block?: unknown }).block === 'product-customize' ? (answer as CustomizeEcho) : undefined;
}
