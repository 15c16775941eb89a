import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'apps/api/seed-assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/app/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The pages' code takes zod from the contract, which keeps it off eval in the browser (packages/contract/src/zod.ts).
    files: ['apps/web/app/**', 'packages/contract/src/**'],
    ignores: ['packages/contract/src/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                "Import z from '@atelier/contract/zod' (the contract: './zod.ts'): it keeps the browser off eval.",
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts, and the server bundle's build step (apps/web/server-bundle.ts).
    files: ['scripts/**', '.ci/**', 'apps/web/server-bundle.ts'],
    rules: { 'no-console': 'off' },
  },
);
