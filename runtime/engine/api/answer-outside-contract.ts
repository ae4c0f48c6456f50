import type { JsonRouteContract } from '../../../schemas/api/route-contract.ts';

/**
 * Whether answers are checked against their contract: in development (Vite's dev server) and in
 * tests (vitest), never in a production build, where Vite writes `false` here and the checker's
 * chunk is never loaded.
 */
const checksAnswers = (): boolean => import.meta.env?.DEV === true;

/**
 * Why a served answer is outside its contract (the route and the JSON pointers), checked by the one
 * Ajv in development and tests (decision 0073); null when it matches, or in a production build.
 */
export async function answerOutsideContract(contract: JsonRouteContract, data: unknown): Promise<string | null> {
  if (!checksAnswers()) return null;
  const { validateServed } = await import('../../../schemas/validation/validate-served.ts');
  const checked = validateServed(contract.answer, data);
  return checked.ok ? null : `${contract.method} ${contract.path} answered outside its contract: ${checked.errors.join('; ')}`;
}
