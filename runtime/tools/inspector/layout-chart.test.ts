import { describe, expect, it } from 'vitest';
import { formMachine } from '../../engine/machines/form/form.machine.ts';
import { submitMachine } from '../../engine/machines/submit/submit.machine.ts';
import { activeStateIds, chartGraph, eventLabel } from './chart-graph.ts';
import { layoutChart } from './layout-chart.ts';
import { loadFlowMachines } from '../../web/flows/flows.ts';

describe('state chart', () => {
  it('lists every state node and every transition of a machine', () => {
    const graph = chartGraph(submitMachine);
    expect(graph.root.children.map((state) => state.key).sort()).toEqual(['idle', 'refused', 'sending', 'sent']);
    expect(graph.transitions.map((one) => `${one.source} → ${one.target}: ${one.label}`)).toContain('submit.sending → submit.refused: done: submit');
    expect(graph.transitions.map((one) => one.label)).toContain('done: submit [accepted]');
  });

  it('lays nested states out inside their parent, each edge from its source box to its target box', async () => {
    const layout = await layoutChart(chartGraph(formMachine));
    const box = (id: string) => layout.boxes.find((one) => one.id === id)!;
    const editing = box('form.editing');
    const refused = box('form.editing.refused');
    expect(editing.compound).toBe(true);
    expect(refused.x).toBeGreaterThanOrEqual(editing.x);
    expect(refused.y + refused.height).toBeLessThanOrEqual(editing.y + editing.height);
    for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
    const send = layout.edges.find((edge) => edge.source === 'form.checking' && edge.target === 'form.sending')!;
    const near = (point: { x: number; y: number }, b: typeof editing) => point.x >= b.x - 1 && point.x <= b.x + b.width + 1 && point.y >= b.y - 1 && point.y <= b.y + b.height + 1;
    expect(near(send.points[0]!, box('form.checking'))).toBe(true);
    expect(near(send.points.at(-1)!, box('form.sending'))).toBe(true);
  });

  it('lays out every flow’s machine, a compound state’s own transitions leaving from its `*` anchor', async () => {
    for (const [id, machine] of await loadFlowMachines()) {
      const graph = chartGraph(machine);
      const layout = await layoutChart(graph);
      expect(layout.edges.length, id).toBe(graph.transitions.length);
      expect(layout.width, id).toBeGreaterThan(0);
    }
    const cart = chartGraph((await loadFlowMachines()).get('cart')!);
    expect(cart.transitions.find((one) => one.label === 'signed-out' && one.source === 'cart.*')).toBeDefined();
  });

  it('names the active nodes of a state value, and events in words', () => {
    expect(activeStateIds('form', { editing: 'refused' })).toEqual(['form.editing', 'form.editing.refused']);
    expect(eventLabel('xstate.after.3000.popup.open')).toBe('after 3000 ms');
  });
});
