import type { AnyStateMachine } from 'xstate';
import { pathCoverage, type MachineModel } from '../../engine/machines/machine-paths.test-utils.ts';

/** One row of the coverage table: what a flow's walk left out (empty when all was walked), and its printed line. */
export interface FlowCoverage {
  id: string;
  missing: string[];
  line: string;
}

const percent = (covered: number, total: number) => `${total === 0 ? 100 : Math.floor((covered / total) * 100)} %`;

/** True for a graph model (`<flow>.model.test-utils.ts` exports one per machine). */
export function isMachineModel(value: unknown): value is MachineModel {
  return typeof value === 'object' && value !== null && 'machine' in value && 'starts' in value && 'events' in value && 'serialize' in value;
}

/**
 * The coverage of one flow's machine by its graph model (xstate/graph walk of every state and
 * transition). A flow without a model is a row whose `missing` asks for one.
 */
export function flowCoverage(id: string, machine: AnyStateMachine, model: MachineModel | undefined): FlowCoverage {
  if (!model) return { id, missing: [`no graph model for "${id}": add <flow>.model.test-utils.ts beside its machine`], line: `${id.padEnd(14)} no model` };
  const { states, transitions } = pathCoverage(machine, model.starts, model.events, model.serialize);
  return {
    id,
    missing: [...states.missing, ...transitions.missing],
    line: `${id.padEnd(14)} ${`${states.covered}/${states.total}`.padStart(7)} ${percent(states.covered, states.total).padStart(6)}   ${`${transitions.covered}/${transitions.total}`.padStart(7)} ${percent(transitions.covered, transitions.total).padStart(6)}`,
  };
}

/** The table the coverage test prints, one line per flow. */
export function coverageTable(rows: readonly FlowCoverage[]): string {
  return ['machine         states      %    transitions   %', ...rows.map((row) => row.line)].join('\n');
}
