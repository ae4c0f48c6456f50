import { sessionRecorder } from './session-recorder.ts';

/** The file name of a downloaded log: `vitrine-log-2026-11-24T02-50-00.json`. */
export function logFileName(now = new Date()): string {
  return `vitrine-log-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.json`;
}

/** Saves the tab's machine log as a JSON file (the browser's download). */
export function downloadLog(): void {
  const text = JSON.stringify(sessionRecorder().log(), null, 2);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = logFileName();
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
