import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The boundaries `npm run lint` holds (.dependency-cruiser*.js, decision 011): the tree keeps them, and each rule
// refuses a planted import. The planted files live in a tree of their own under the system's temp folder, laid
// out like ours, so that nothing is written into the sources.

const root = fileURLToPath(new URL('../../../', import.meta.url));

async function config(name: string): Promise<IConfiguration> {
  const loaded = (await import(pathToFileURL(join(root, name)).href)) as { default: IConfiguration };
  return loaded.default;
}

interface Violation {
  rule: string;
  from: string;
  to: string;
}

async function violations(configuration: IConfiguration, baseDir: string, start: string[]): Promise<Violation[]> {
  const { output } = await cruise(start, {
    ...configuration.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: configuration.forbidden ?? [] },
  });
  return (output as ICruiseResult).summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }));
}

let boundaries: IConfiguration;
let moduleCycles: IConfiguration;

beforeAll(async () => {
  [boundaries, moduleCycles] = await Promise.all([
    config('.dependency-cruiser.js'),
    config('.dependency-cruiser-modules.js'),
  ]);
});

describe('the tree', () => {
  // Cruising the whole tree reads every source file: ~10 s on a quiet machine, ~50 s on a loaded one (seen in CI).
  it('keeps its boundaries and has no cycle between modules', { timeout: 180_000 }, async () => {
    expect(await violations(boundaries, root, ['apps', 'packages', 'scripts'])).toEqual([]);
    expect(await violations(moduleCycles, root, ['apps/api/src/modules'])).toEqual([]);
  });
});

describe('a planted import', () => {
  let planted: string;
  const files: Record<string, string> = {
    // Rule 1: the web app reads data through the API only; the production entry beside it may mount the API.
    'apps/api/src/app.ts': 'export const app = 1;\n',
    'apps/web/app/routes/planted.ts': "export { shop } from '../../../api/src/modules/shop/shop.service.ts';\n",
    'apps/web/server.ts': "export { app } from '../api/src/app.ts';\n",
    // Rule 2: the domain's pure rules know neither the contract nor the database.
    'packages/contract/src/index.ts': 'export const contract = 1;\n',
    'packages/domain/src/planted.ts':
      "export { contract } from '../../contract/src/index.ts';\nexport { table } from '../../../apps/api/src/db/schema/index.ts';\n",
    'apps/api/src/db/schema/index.ts': 'export const table = 1;\n',
    // Rule 3: the database layer uses no module.
    'apps/api/src/db/seed/planted.ts': "export { findShop } from '../../modules/shop/shop.repository.ts';\n",
    // Rule 4: another module through its service, never its repository; its own repository is fine.
    'apps/api/src/modules/shop/shop.repository.ts': 'export const findShop = 1;\n',
    'apps/api/src/modules/shop/shop.service.ts': "export { findShop as shop } from './shop.repository.ts';\n",
    'apps/api/src/modules/basket/basket.repository.ts': 'export const findBasket = 1;\n',
    'apps/api/src/modules/basket/basket.service.ts':
      "export { findShop } from '../shop/shop.repository.ts';\nexport { shop } from '../shop/shop.service.ts';\nexport { findBasket } from './basket.repository.ts';\n",
    // Rule 5: two modules that use each other, through different files (no cycle between files).
    'apps/api/src/modules/billing/billing.service.ts': "export { sendMail } from '../mailing/mailing.service.ts';\n",
    'apps/api/src/modules/billing/invoice.ts': 'export const invoice = 1;\n',
    'apps/api/src/modules/mailing/mailing.service.ts': 'export const sendMail = 1;\n',
    'apps/api/src/modules/mailing/receipt.ts': "export { invoice } from '../billing/invoice.ts';\n",
  };

  beforeAll(async () => {
    planted = await mkdtemp(join(tmpdir(), 'atelier-boundaries-'));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(planted, path)), { recursive: true });
      await writeFile(join(planted, path), text);
    }
  });

  afterAll(async () => {
    await rm(planted, { recursive: true, force: true });
  });

  it('is refused by the rule it breaks, and only there', async () => {
    const found = await violations(boundaries, planted, ['apps', 'packages']);
    expect(found).toEqual(
      expect.arrayContaining([
        {
          rule: 'web-not-to-api-internals',
          from: 'apps/web/app/routes/planted.ts',
          to: 'apps/api/src/modules/shop/shop.service.ts',
        },
        { rule: 'domain-stays-pure', from: 'packages/domain/src/planted.ts', to: 'packages/contract/src/index.ts' },
        { rule: 'domain-stays-pure', from: 'packages/domain/src/planted.ts', to: 'apps/api/src/db/schema/index.ts' },
        {
          rule: 'db-not-to-modules',
          from: 'apps/api/src/db/seed/planted.ts',
          to: 'apps/api/src/modules/shop/shop.repository.ts',
        },
        {
          rule: 'module-not-to-other-repository',
          from: 'apps/api/src/modules/basket/basket.service.ts',
          to: 'apps/api/src/modules/shop/shop.repository.ts',
        },
      ]),
    );
    expect(found).toHaveLength(5);
  });

  it('between two modules that use each other is a cycle', async () => {
    const found = await violations(moduleCycles, planted, ['apps/api/src/modules']);
    expect(found.map((violation) => [violation.rule, violation.from, violation.to])).toEqual(
      expect.arrayContaining([
        ['no-module-cycles', 'apps/api/src/modules/billing', 'apps/api/src/modules/mailing'],
        ['no-module-cycles', 'apps/api/src/modules/mailing', 'apps/api/src/modules/billing'],
      ]),
    );
    expect(found).toHaveLength(2);
  });
});
