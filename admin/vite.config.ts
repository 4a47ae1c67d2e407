import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { reactAdminUnusedDefaults } from './src/shims/unused-defaults';

/**
 * Libraries every screen needs, each in its own long-cached script: a release that changes
 * only the back-office's code leaves them in the browser's cache. Everything else (screens,
 * dialogs, and the parts of react-admin and MUI only they use) is split by the
 * screens' dynamic imports. react-admin's core (ra-core, react-hook-form, lodash) is split so
 * too: as one chunk its forms and lists came with the dashboard (bench:admin, issue 39).
 */
const VENDOR_CHUNKS: readonly [name: string, pattern: RegExp][] = [
  ['react', /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//],
  ['mui-system', /\/node_modules\/(@emotion\/[^/]+|@mui\/(system|styled-engine|utils|private-theming)|@babel\/runtime|stylis|react-transition-group|@popperjs\/core|clsx|prop-types|react-is|hoist-non-react-statics)\//],
  ['i18n', /\/node_modules\/(ra-i18n-polyglot|ra-language-french|node-polyglot|object\.entries|es-[^/]+|function-bind|has-symbols|call-bind[^/]*|get-intrinsic|hasown|define-properties|warning)\/|\/src\/shims\//],
];

/** Packages the libraries require, replaced by what the browsers have or by a refusal for a feature unused here (see each file). */
const SHIMS = /\/src\/shims\//;
const shim = (file: string) => fileURLToPath(new URL(`./src/shims/${file}`, import.meta.url));

// The API server serves this build under /webmaster (index.html fallback for deep links);
// in development the API calls go to the server started with `npm run dev:api`.
export default defineConfig({
  base: '/webmaster/',
  plugins: [
    react(),
    reactAdminUnusedDefaults(),
    // ANALYZE=1 npm run build -w admin: what each script holds, module by module, gzip sizes (admin/bundle-stats.html).
    process.env.ANALYZE && visualizer({ filename: 'bundle-stats.html', template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap', gzipSize: true }),
  ],
  // react-admin imports lodash method by method in CommonJS; the ES build shares its helpers and shakes.
  resolve: {
    alias: [
      { find: /^lodash\/(.*)$/, replacement: 'lodash-es/$1' },
      { find: /^object\.entries$/, replacement: shim('object-entries.cjs') },
      { find: /^jsonexport\/dist\/index\.js$/, replacement: shim('jsonexport.cjs') },
      { find: /^diacritic$/, replacement: shim('diacritic.cjs') },
    ],
  },
  build: {
    outDir: 'dist',
    // scripts/bench-admin.mjs follows it to weigh the first load and each screen.
    manifest: true,
    // The shims are CommonJS, like the packages that require them.
    commonjsOptions: { include: [/node_modules/, SHIMS] },
    rollupOptions: {
      output: {
        manualChunks(id) {
          return VENDOR_CHUNKS.find(([, pattern]) => pattern.test(id))?.[0];
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
