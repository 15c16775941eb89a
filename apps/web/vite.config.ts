import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { endpointRoutesInTheBrowser, pureSchemasInTheBrowser } from './endpoint-routes.vite.ts';
import { shortClassNames } from './short-class-names.vite.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), endpointRoutesInTheBrowser(), pureSchemasInTheBrowser(), shortClassNames()],
  build: {
    assetsInlineLimit: 0,
    target: 'es2022',
    // The browser's files: React and React Router in one file, the app's code shared by several routes in
    // another, instead of a dozen small files (each a round trip on a slow mobile connection).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]|preload-helper|rolldown[\\/]runtime/,
                  priority: 20,
                },
                {
                  // The frame's own code that several routes share; the shop's and the product pages' code
                  // stays in their own files, off the brochure pages.
                  name: 'shared',
                  // The endpoint declarations and their caller stay with the pages that call them (decision 011).
                  test: /[\\/]app[\\/](root\.tsx|features[\\/]((i18n|layout|behaviours|seo|images|slider|blocks|pages|consent)[\\/]|site[\\/](?!browser-api)))|[\\/]packages[\\/](?!contract[\\/])/,
                  minShareCount: 2,
                  priority: 10,
                },
              ],
            },
          },
        },
  },
  // npm keeps this one nested under apps/web/node_modules (peer ranges): bundle it into the server build so
  // a build written elsewhere (WEB_BUILD_DIR) does not have to resolve it at run time.
  ssr: { noExternal: ['@hookform/resolvers'] },
}));
