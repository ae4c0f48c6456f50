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
          include: ['{schemas,server,runtime,blocks,rules,scripts,bench,tests/contract,tests/config,tests/architecture,tests/security}/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{runtime,blocks}/**/*.test.tsx'],
        },
      },
    ],
  },
});
