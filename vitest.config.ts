import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Each file gets its own database; two cores, so two files at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/support/vitest-setup.ts'],
    env: { TZ: 'Asia/Kuala_Lumpur' },
  },
});
