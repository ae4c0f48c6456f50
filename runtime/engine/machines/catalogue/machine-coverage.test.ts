import { describe, expect, it } from 'vitest';
import { cartModel } from '../../../cart/machine/cart.model.test-utils.ts';
import { checkoutModel } from '../../../checkout/checkout.model.test-utils.ts';
import { customizationModel } from '../customization/customization.model.test-utils.ts';
import { formModel } from '../form/form.model.test-utils.ts';
import { pathCoverage, type MachineModel } from '../machine-paths.test-utils.ts';
import { popupModel } from '../popup/popup.model.test-utils.ts';
import { submitModel } from '../submit/submit.model.test-utils.ts';
import { loadCatalogueMachines, machineCatalogue } from './machine-catalogue.ts';

/** The graph model of every catalogue machine (a new machine brings its model: this test asks for it). */
const models: Record<string, MachineModel> = { popup: popupModel, form: formModel, submit: submitModel, cart: cartModel, customization: customizationModel, checkout: checkoutModel };

const percent = (covered: number, total: number) => `${total === 0 ? 100 : Math.floor((covered / total) * 100)} %`;

describe('model-based coverage of the machine catalogue', () => {
  it('walks every state and every transition of every machine (xstate/graph), and prints the table', async () => {
    const machines = await loadCatalogueMachines();
    const rows = machineCatalogue.map(({ id }) => {
      const model = models[id];
      if (!model) return { id, missing: [`no graph model for "${id}": add <flow>.model.test-utils.ts and list it here`], line: `${id.padEnd(14)} no model` };
      expect(model.machine.id).toBe(machines.get(id)!.id);
      const coverage = pathCoverage(machines.get(id)!, model.starts, model.events, model.serialize);
      const { states, transitions } = coverage;
      return {
        id,
        missing: [...states.missing, ...transitions.missing],
        line: `${id.padEnd(14)} ${`${states.covered}/${states.total}`.padStart(7)} ${percent(states.covered, states.total).padStart(6)}   ${`${transitions.covered}/${transitions.total}`.padStart(7)} ${percent(transitions.covered, transitions.total).padStart(6)}`,
      };
    });
    console.info(['machine         states      %    transitions   %', ...rows.map((row) => row.line)].join('\n'));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.missing]))).toEqual(Object.fromEntries(machineCatalogue.map(({ id }) => [id, []])));
  });
});
