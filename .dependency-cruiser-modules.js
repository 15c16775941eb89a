// No cycle between the API's modules (docs/decisions/011-endpoints-context-and-boundaries.md), run by
// `npm run lint` after .dependency-cruiser.js. The graph holds module files only, tests left out (a test may use
// any module), so that a cycle is one between modules themselves, not one through app.ts or the test helpers.

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment:
        'Modules depend on each other one way. When a lower module needs something of a higher one, the piece ' +
        'moves down (or to a shared file outside the modules), or the higher one hands it over as a function.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    includeOnly: '^apps/api/src/modules/',
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
  },
};
