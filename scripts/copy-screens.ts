import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Copies the reference screenshots of tests/e2e/design/design.spec.ts into docs/screens/, without the
// browser and platform suffix Playwright adds (`autocars-home-fr-1280-chromium-linux.png` →
// `autocars-home-fr-1280.png`), so the README and the docs show the pages the tests compare with.
const root = resolve(fileURLToPath(new URL('./', import.meta.url)), '..');
const from = join(root, 'tests/e2e/design/design.spec.ts-snapshots');
const to = join(root, 'docs/screens');
mkdirSync(to, { recursive: true });
let count = 0;
for (const name of readdirSync(from)) {
  const match = /^(.+)-chromium-[a-z]+\.png$/.exec(name);
  if (!match) continue;
  copyFileSync(join(from, name), join(to, `${match[1]}.png`));
  count += 1;
}
if (count === 0) throw new Error(`no reference screenshot in ${from}: run the design spec with --update-snapshots first`);
console.log(`copy-screens: ${count} screenshots copied to docs/screens/`);
