import type { InspectionEvent } from 'xstate';

/** The session storage key that says recording is on (for this tab, across navigations and reloads). */
export const RECORDING_FLAG = 'vitrine:record';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether this tab records its machines: `?record` in the address turns it on (`?record=0` off)
 * and the choice stays in session storage. Off on the server and when storage is blocked.
 */
export function recordingOn(): boolean {
  const storage = session();
  if (!storage) return false;
  const asked = new URLSearchParams(window.location.search).get('record');
  if (asked !== null) setRecording(asked !== '0' && asked !== 'off' && asked !== 'false');
  return storage.getItem(RECORDING_FLAG) === '1';
}

export function setRecording(on: boolean): void {
  const storage = session();
  if (!storage) return;
  if (on) storage.setItem(RECORDING_FLAG, '1');
  else storage.removeItem(RECORDING_FLAG);
}

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
