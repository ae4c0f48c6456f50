import { initialTransition, type AnyMachineSnapshot } from 'xstate';
import type { MachineModel } from '../machine-paths.test-utils.ts';
import type { CustomizationEvent } from './customization-context.ts';
import { customizationMachine } from './customization.machine.ts';
import { boxInput, engraving, logo, png, ribbon } from './customization.test-utils.ts';

/** The customization machine's graph model: answers, files, steps, quantity, and each server answer. */
export const price = { unitPrice: 2900, customizationPrice: 600, price: 3500, details: [] };

/** A file the graph tells apart from another one: events are keyed by their JSON, and a File's is `{}`. */
const named = (file: File): File => Object.assign(file, { toJSON: () => `file:${file.name}` });
export const events: CustomizationEvent[] = [
  { type: 'ANSWER', idCustomization: 1, answer: 'Pour Léa' },
  { type: 'ANSWER', idCustomization: 1, answer: '' },
  { type: 'CHOOSE_FILE', idCustomization: 4, file: named(png()) },
  { type: 'CHOOSE_FILE', idCustomization: 4, file: named(new File(['x'], 'logo.exe', { type: 'application/octet-stream' })) },
  { type: 'NEXT' },
  { type: 'PREVIOUS' },
  { type: 'GO_TO', index: 0 },
  { type: 'SET_QUANTITY', quantity: 2 },
  { type: 'ADD' },
  { type: 'RESTART' },
  ...([
    { type: 'xstate.after.PRICE_DELAY.customization.price.stale' },
    { type: 'xstate.done.actor.fetchPrice', output: price },
    { type: 'xstate.error.actor.fetchPrice', error: new Error('Failed to fetch') },
    { type: 'xstate.done.actor.checkFile', output: { ok: true } },
    { type: 'xstate.done.actor.checkFile', output: { ok: false, message: 'Le fichier est vide' } },
    { type: 'xstate.error.actor.checkFile', error: new Error('Failed to fetch') },
    { type: 'xstate.done.actor.addToCart', output: { ok: true } },
    { type: 'xstate.done.actor.addToCart', output: { ok: false, message: 'Stock insuffisant' } },
    { type: 'xstate.error.actor.addToCart', error: new Error('Failed to fetch') },
  ] as never[]),
];

/** States told apart by their value, the step, and what the guards read (text given, file chosen and checked). */
export const serialize = (snapshot: { value: unknown; context: { index: number; answers: Record<number, unknown>; files: Record<number, File>; checkedFiles: Record<number, File> } }) => {
  const { index, answers, files, checkedFiles } = snapshot.context;
  return JSON.stringify([snapshot.value, index, answers[1] ?? null, files[4]?.name ?? null, files[4] !== undefined && checkedFiles[4] === files[4]]);
};

// The text then the logo then the ribbon (a file accepted before another step), and the logo alone (a file on the last step).
export const starts = [boxInput([engraving, logo, ribbon]), boxInput([logo])].map((input) => initialTransition(customizationMachine, input)[0]);

export const customizationModel: MachineModel = { machine: customizationMachine, starts, events, serialize: serialize as (snapshot: AnyMachineSnapshot) => string };
