import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

/** The modules the server's start loads, each with the format it is loaded as, with or without the hook. */
function loadedModules(withHook: boolean): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    ${withHook ? `(await import(${JSON.stringify(new URL('./module-resolution.ts', import.meta.url).href)})).speedUpModuleLoading();` : ''}
    const loaded = new Set();
    registerHooks({
      load(url, context, next) {
        loaded.add(url + ' ' + (context.format ?? '-'));
        return next(url, context);
      },
    });
    await import(${JSON.stringify(new URL('./start.ts', import.meta.url).href)});
    console.log(JSON.stringify([...loaded].sort()));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '--eval', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' },
  });
  expect(run.status, run.stderr).toBe(0);
  // Node's own modules aside: the hook's module loads a few before the recording starts.
  const loaded = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]') as string[];
  return loaded.filter((entry) => !entry.startsWith('node:'));
}

it("resolves the server's modules to the same files and formats as Node's own resolution", () => {
  const plain = loadedModules(false);
  expect(plain.length).toBeGreaterThan(500);
  expect(loadedModules(true)).toEqual(plain);
});
