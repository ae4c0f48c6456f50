import { readFileSync } from 'node:fs';
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { cartMachine } from '../../../runtime/cart/machine/cart.machine.ts';
import { cartLine, cartOf } from '../../../runtime/cart/machine/cart.test-utils.ts';
import { ask } from '../support/cart-request.ts';
import { test, expect } from '../support/fixtures.ts';

// Model-based end to end (issue 13 §5): the cart machine's shortest paths over what a visitor
// does (add, change a quantity, remove) and what the server answers, each path a scenario. The
// real page drives the cart through the drawer with ?record; the recorded cart actor must take
// the path's events into the path's states. A new transition a visitor can take brings its test.
const port = new URL(process.env.E2E_BASE_URL!).port;
const domaine = (path: string) => `http://domaine.localhost:${port}${path}`;

const answered = (id: string) => ({ type: `xstate.done.actor.0.cart.${id}`, output: { ok: true, cart: cartOf('c', [cartLine()]) } });
const events = [
  { type: 'add', changeId: 1, idProduct: 1, idDeclination: 101, quantity: 6, productType: 'WINE' },
  { type: 'set-quantity', changeId: 2, line: { idProduct: 1, idCartProduct: 1 }, quantity: 12 },
  { type: 'remove', changeId: 3, line: { idProduct: 1, idCartProduct: 1 } },
  ...['creating', 'adding', 'updating', 'removing'].map(answered),
] as EventObject[];
const hasLines = (snapshot: AnyMachineSnapshot) => ((snapshot.context as { cart: { products: unknown[] } | null }).cart?.products.length ?? 0) > 0;
const [start] = initialTransition(cartMachine, { cartId: null, member: false });
const paths = getShortestPaths(cartMachine, {
  fromState: start,
  events,
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, hasLines(snapshot)]),
} as never) as unknown as { state: AnyMachineSnapshot; steps: { state: AnyMachineSnapshot; event: EventObject }[] }[];

type Step = { state: AnyMachineSnapshot; event: EventObject };
/** A path whose last request is still in flight gets the server's answer as its last step. */
const answeredPath = (steps: Step[]): Step[] => {
  const last = steps.at(-1)!;
  if (last.event.type.startsWith('xstate.done.actor.')) return steps;
  const event = answered(String(last.state.value));
  return [...steps, { event, state: transition(cartMachine, last.state as never, event as never)[0] as AnyMachineSnapshot }];
};
/** The paths a visitor can walk: a quantity or a removal only on a line the drawer shows, each request answered. */
const walkable = paths
  .map((path) => path.steps.slice(1))
  .filter((steps) => steps.length > 0 && steps.every((step, i) => (step.event.type !== 'set-quantity' && step.event.type !== 'remove') || (i > 0 && hasLines(steps[i - 1]!.state))))
  .map(answeredPath)
  .filter((steps, i, all) => all.findIndex((other) => JSON.stringify(other.map((step) => step.event.type)) === JSON.stringify(steps.map((step) => step.event.type))) === i);

test('the model gives the cart scenarios to walk', () => {
  expect(walkable.length).toBeGreaterThanOrEqual(3);
});

for (const steps of walkable) {
  const name = steps.map((step) => `${step.event.type.replace('xstate.done.actor.0.cart.', 'answered ')} → ${JSON.stringify(step.state.value)}`).join(', ');
  test(`path: ${name}`, async ({ page, problems }) => {
    await page.goto(domaine('/?record'));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Votre panier' });
    const count = page.locator('.cart-button__count');
    let quantity = 0;
    for (const step of steps) {
      if (step.event.type === 'add') {
        expect(await ask(page, { type: 'add', idProduct: 1, idDeclination: 101, quantity: 6, productType: 'WINE' })).toEqual({ ok: true });
        quantity += 6;
        await expect(count).toHaveText(String(quantity));
      } else if (step.event.type === 'set-quantity') {
        if (!(await drawer.isVisible())) await page.getByRole('link', { name: /^Panier, \d+ article/ }).click();
        await drawer.getByLabel('Quantité').selectOption('12');
        quantity = 12;
        await expect(count).toHaveText('12');
      } else if (step.event.type === 'remove') {
        if (!(await drawer.isVisible())) await page.getByRole('link', { name: /^Panier, \d+ article/ }).click();
        await drawer.getByRole('button', { name: /^Retirer/ }).click();
        quantity = 0;
        await expect(drawer.getByText('Votre panier est vide.')).toBeVisible();
      }
    }
    const bar = page.getByRole('complementary', { name: 'Enregistreur des parcours' });
    const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Télécharger le journal' }).click()]);
    const log = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { actors: { key: string; machine: string }[]; steps: { actor: string; event: { type: string }; state: unknown }[] };
    const cart = log.actors.find((actor) => actor.machine === 'cart')!;
    const taken = log.steps.filter((step) => step.actor === cart.key).map((step) => `${step.event.type} → ${JSON.stringify(step.state)}`);
    expect(taken).toEqual(steps.map((step) => `${step.event.type} → ${JSON.stringify(step.state.value)}`));
    expect(problems.list).toEqual([]);
  });
}
