// Fails loudly when no Chromium is available for the end-to-end tests: they never skip silently.
import { browserPath } from '../tests/e2e/support/browser-path.ts';

const found = browserPath();
if (!found) {
  console.error(
    [
      'No Chromium found for the end-to-end tests.',
      'Playwright cannot download its own browser here; it uses the system Chromium:',
      '  $CHROMIUM_PATH, else /usr/bin/chromium.',
      'Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu package "chromium")',
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`e2e: using ${found}`);
