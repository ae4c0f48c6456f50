import type { InspectionEvent } from 'xstate';
import { recordingOn } from './recording-switch.ts';

/**
 * The `inspect` option for an actor about to be created: nothing unless this tab records; then a
 * function that keeps the inspection events until the recorder's code is loaded (lazily: a
 * visitor who does not record downloads none of it), and hands them over in order.
 */
export function recordingInspect(): { inspect?: (event: InspectionEvent) => void } {
  if (!recordingOn()) return {};
  const waiting: InspectionEvent[] = [];
  let record: ((event: InspectionEvent) => void) | null = null;
  import('./session-recorder.ts').then(
    (recorder) => {
      record = recorder.recordInspection;
      for (const event of waiting.splice(0)) record(event);
    },
    () => waiting.splice(0),
  );
  return { inspect: (event) => (record ? record(event) : waiting.push(event)) };
}
