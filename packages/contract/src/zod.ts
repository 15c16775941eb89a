import { config, z } from 'zod';

/**
 * zod for the contract and the pages. In a browser, zod would compile its object checks with `new Function`:
 * the pages' Content-Security-Policy forbids eval (no 'unsafe-eval'), so the browser refuses it and Chrome
 * reports a policy violation on every page that checks a form (Lighthouse's best practices). Jitless checks
 * need no eval. The server keeps the compiled, faster checks.
 */
// `config`, not `z.config`: the browser's build marks the contract's calls on `z` pure
// (apps/web/endpoint-routes.vite.ts), and would drop this one.
if ('document' in globalThis) config({ jitless: true });

export { z };
