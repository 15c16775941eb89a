import { describe, expect, it } from 'vitest';
import { cartEndpoints } from '@atelier/contract/endpoints/cart';
import * as adminAlbums from '@atelier/contract/endpoints/admin-albums';
import { endpointRoutesModule } from './endpoint-routes.vite.ts';

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
