import { defineConfig } from 'vitest/config';

// Unit tests sit beside the file they test; tests/contract holds the API contract tests.
// Component tests (*.test.tsx) run in jsdom, everything else in node.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['{schemas,server,host,runtime,blocks,rules,scripts,bench,tests/contract,tests/config,tests/architecture,tests/security}/**/*.test.ts'],
          testTimeout: 20000,
          // A contract harness migrates a fresh database (PostgreSQL: a new database) before its
          // tests: seconds on a loaded 2-core machine, more than vitest's 10 s default.
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{host,runtime,blocks}/**/*.test.tsx'],
        },
      },
    ],
  },
});
