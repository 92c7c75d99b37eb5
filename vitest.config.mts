import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = {
  globals: true,
  setupFiles: ['tests/support/setup.ts'],
  restoreMocks: true,
  // A file's first test pays the file's one-off costs: vitest evaluates its modules afresh, the
  // first seeded backend prices the seed's markets and hashes its passwords, the first render
  // brings its words. That is 2–3 s on a loaded 2-core CI machine, over half of vitest's 5 s
  // default; this keeps every such test under a fifth of its time. Heavier tests say their own.
  testTimeout: 20_000,
  hookTimeout: 20_000,
};

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two, where nothing else runs
    // during this step. Both cores halve the step's share of the 30 minutes CI may take.
    maxWorkers: 2,
    projects: [
      // The reference backend runs in Node: its tests need no DOM, and a jsdom per file costs
      // a third of a second that the CI run's 30 minutes cannot spare.
      {
        extends: true,
        test: { ...shared, name: 'backend', environment: 'node', include: ['tests/unit/backend/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'site',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/backend/**', '**/node_modules/**'],
        },
      },
    ],
  },
});
