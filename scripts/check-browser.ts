// Before the end-to-end tests: finds the system Chromium, installs Debian's `chromium` when none
// is found and this process may (root, with apt-get, as .ci/run does), and otherwise stops with
// the one command to run. The end-to-end tests never skip silently.
import { spawnSync } from 'node:child_process';
import { browserPath } from './browser-path.ts';

/** True when `apt-get` is on the PATH. */
function hasAptGet(): boolean {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian's chromium (and a font) with apt-get; true when it succeeded. */
function installChromium(): boolean {
  console.log('e2e: no Chromium found; installing Debian\'s "chromium" package with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core']]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (run.status !== 0) return false;
  }
  return true;
}

let found = browserPath();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!found && !process.env.CHROMIUM_PATH && isRoot && hasAptGet() && installChromium()) found = browserPath();
if (!found) {
  console.error(
    [
      'No Chromium found for the end-to-end tests ($CHROMIUM_PATH, else /usr/bin/chromium).',
      'Playwright cannot download its own browser here; it uses the system Chromium. Run:',
      '  sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary, then `npm test` again.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`e2e: using ${found}`);
