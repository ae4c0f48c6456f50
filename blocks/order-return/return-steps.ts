/**
 * The steps a return's page lists and the one reached: asked → label sent → received → refunded;
 * a refused return shows asked → refused.
 */
export function returnSteps<T extends { code: string }>(statuses: readonly T[], status: string): { steps: T[]; reached: number } {
  const steps = status === 'REFUSED'
    ? statuses.filter((one) => one.code === 'ASKED' || one.code === 'REFUSED')
    : statuses.filter((one) => one.code !== 'REFUSED');
  return { steps, reached: steps.findIndex((one) => one.code === status) };
}
