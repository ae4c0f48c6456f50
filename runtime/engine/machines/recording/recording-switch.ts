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
