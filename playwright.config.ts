import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserPath, chromiumArgs } from './scripts/browser-path.ts';
import { suiteAdmin } from './tests/e2e/support/suite-admin.ts';

// The end-to-end suite runs the real server (`npm start`) on a fresh database in a temp folder,
// with a seeded admin (tests/e2e/support/suite-admin.ts) for the back office's part of a journey.
// The folder is chosen once, in the main process, and inherited by the workers through the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3199);
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: browserPath() ?? undefined, args: chromiumArgs },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, SITE: 'autocars', NODE_ENV: 'production', ADMIN_EMAIL: suiteAdmin.email, ADMIN_PASSWORD: suiteAdmin.password },
  },
});
