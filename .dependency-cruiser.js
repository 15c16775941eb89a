// The architecture's boundaries (docs/decisions/011-endpoints-context-and-boundaries.md), checked by
// `npm run lint` and proven by apps/api/src/architecture.test.ts. Paths are relative to the repository root.
// The rule against module cycles needs a graph of module files only: it is in .dependency-cruiser-modules.js.

const modules = '^apps/api/src/modules/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'web-not-to-api-internals',
      comment:
        'The web app reaches data only through the API (the contract and its typed client). The production ' +
        'entry apps/web/server.ts and the files beside it mount the API in-process, so they are outside apps/web/app.',
      severity: 'error',
      from: { path: '^apps/web/app/' },
      to: { path: '^apps/api/src/' },
    },
    {
      name: 'domain-stays-pure',
      comment:
        'packages/domain holds pure rules shared by the API and the web app: no endpoint contract, no app code, ' +
        'no database.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: {
        path: ['^packages/contract/', '^apps/', '(^|/)node_modules/(drizzle-orm|drizzle-kit|pg|@electric-sql/pglite)/'],
      },
    },
    {
      name: 'db-not-to-modules',
      comment: 'Schema, migrations and seed sit under the modules: a module may use the database, never the reverse.',
      severity: 'error',
      from: { path: '^apps/api/src/db/' },
      to: { path: modules },
    },
    {
      name: 'module-not-to-other-repository',
      comment:
        'A module uses another through its service (or another of its public files), never its repository: the ' +
        "repository's queries are its owner's business.",
      severity: 'error',
      from: { path: `${modules}([^/]+)/` },
      to: { path: `${modules}[^/]+/[^/]+\\.repository\\.ts$`, pathNot: `${modules}$1/` },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: ['(^|/)(build|dist|\\.react-router)/', '^apps/api/src/db/migrations/'] },
    // Type-only imports count: a type taken from another layer couples the two just the same.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // The workspaces' package.json `exports` (`@atelier/api` is apps/api/src/app.ts).
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default', 'types'],
    },
  },
};
