import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
