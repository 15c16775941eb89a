import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0, target: 'es2022' },
  // npm keeps this one nested under apps/web/node_modules (peer ranges): bundle it into the server build so
  // a build written elsewhere (WEB_BUILD_DIR) does not have to resolve it at run time.
  ssr: { noExternal: ['@hookform/resolvers'] },
});
