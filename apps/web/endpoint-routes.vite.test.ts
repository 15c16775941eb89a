import { describe, expect, it } from 'vitest';
import { cartEndpoints } from '@atelier/contract/endpoints/cart';
import * as adminAlbums from '@atelier/contract/endpoints/admin-albums';
import { endpointRoutesModule, markZodCallsPure } from './endpoint-routes.vite.ts';

/** The module's exports, as the browser would import them. */
async function evaluate(code: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
}

describe("the browser's copy of an area's endpoint declarations (issue 21)", () => {
  it('keeps each endpoint with its method and path only', async () => {
    const code = endpointRoutesModule({ cartEndpoints });
    expect(code).not.toBeNull();
    const browser = await evaluate(code!);
    const routes = browser['cartEndpoints'] as Record<string, { method: string; path: string }>;
    expect(Object.keys(routes)).toEqual(Object.keys(cartEndpoints));
    for (const [name, declaration] of Object.entries(cartEndpoints)) {
      expect(routes[name]).toEqual({ method: declaration.method, path: declaration.path });
    }
    expect(code).not.toMatch(/zod|_zod/);
  });

  it('keeps a module that exports anything else whole (an admin area with its form schemas)', () => {
    expect(endpointRoutesModule(adminAlbums)).toBeNull();
    expect(endpointRoutesModule({})).toBeNull();
  });
});

describe("the contract's zod calls marked pure for the browser's build (issue 21)", () => {
  it('marks each call on z, chained or nested, and nothing else', () => {
    expect(markZodCallsPure('export const a = z.object({ b: z.string().min(1) }), c = z.enum(LIST);')).toBe(
      'export const a = /* @__PURE__ */ z.object({ b: /* @__PURE__ */ z.string().min(1) }), c = /* @__PURE__ */ z.enum(LIST);',
    );
    // Not a read of z, another name ending in z, a property named z, nor zod's setting.
    const untouched = 'const t = z.ZodType; fooz.bar(); x.z.object(); config({ jitless: true });';
    expect(markZodCallsPure(untouched)).toBe(untouched);
  });

  it('leaves comments and strings as they are (a comment inside a comment would end it)', () => {
    const code = [
      '/** Built with `z.object(…)`. */',
      '// z.string() here',
      'const text = \'z.object(\' + "z.string(" + `z.enum(${1})`;',
      'const s = z.string();',
    ].join('\n');
    expect(markZodCallsPure(code)).toBe(code.replace('const s = z.string()', 'const s = /* @__PURE__ */ z.string()'));
  });
});
