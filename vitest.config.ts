import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file more than the cores: a file waits on its database (PostgreSQL's own process, PGlite's files, a
    // server it started) as much as it computes. On CI's 2 cores, 3 files at once took the PostgreSQL run from
    // ~360 s to 216 s and the embedded one from 365 s to 284 s (4 gave 194 s on PostgreSQL: more load, little more).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.ts'],
        },
      },
      {
        // API and database tests: each file gets its own database cloned from one migrated, seeded
        // template (PGlite by default, PostgreSQL when DATABASE_URL is set).
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts', 'apps/web/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
