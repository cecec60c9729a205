import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { axiosXhrOnly } from './axios-xhr-plugin';
import { precompress } from './compress-plugin';
import { preloadStartChunks } from './preload-start-plugin';

const backend = 'http://127.0.0.1:3000';
/** chinese-days' per-year holiday schedules (dist/years/YYYY.json), loaded a year at a time. */
const chineseDaysYears = join(
  dirname(createRequire(import.meta.url).resolve('chinese-days/package.json')),
  'dist/years',
);

const ICONS = String.raw`node_modules[\/]@ant-design[\/]icons-svg[\/]es[\/]asn[\/]`;
const PARTS = String.raw`src[\/]components[\/]`;
const SHARED = String.raw`packages[\/]shared[\/]src[\/]`;
/** Chunk groups of the shared parts (see `codeSplitting` below), by chunk name. */
const SHARED_PARTS: Record<string, RegExp> = {
  'list-ui': new RegExp(
    String.raw`(${PARTS}(search-page|search-intro|progressive-list-parts|filter-bar|filter-state|sort-bar|strip-frame|use-progressive-list|use-result-controls|result-list|list-sort)\.tsx?|${ICONS}(Right|Edit|Filter|ArrowDown|ArrowUp)Outlined\.js)$`,
  ),
  'form-ui': new RegExp(
    String.raw`${PARTS}(date-field[\/]date-picker-field|sale-window|search-form[\/]search-params|picker-field|search-form[\/]search-form-parts)\.tsx?$`,
  ),
  price: new RegExp(String.raw`${PARTS}(price|datetime)\.tsx?$`),
  // tiny modules (0.15–0.4 KB each) that most search and booking pages need
  fmt: new RegExp(String.raw`(${SHARED}(beijing-time|codes[\/]flight)\.ts|${PARTS}money\.ts)$`),
  // and those of the route searches (flights, trains, buses)
  'route-bits': new RegExp(
    String.raw`(${PARTS}route-times\.tsx|${ICONS}(Down|Swap|Environment)Outlined\.js)$`,
  ),
  'booking-ui': new RegExp(
    String.raw`(${PARTS}booking[\/](member-booking|contact-card|submit-bar|terms-note|book-layout|contact|price-lines-panel|passenger-list|passenger-draft|saved-passenger-fields|passenger-card|use-booking-checkout|use-submit-order|use-passenger-drafts)\.tsx?|${ICONS}DeleteOutlined\.js)$`,
  ),
  'form-field': new RegExp(
    String.raw`(${SHARED}(text-rules|field-rules)\.ts|${PARTS}(lite[\/]fields|booking[\/]form-field)\.tsx)$`,
  ),
  'rail-ui': new RegExp(
    String.raw`${PARTS}(rail-tabs|day-strip|route-results|rail-search-page)\.tsx$`,
  ),
  // the flight search form with its city picker: /team's segments pick cities with the same
  // picker, and apart from the form it would be one more chunk on the flight search's first load
  'flight-search': new RegExp(
    String.raw`${PARTS}(flight-search[\/](flight-calendar|date-field|passenger-counts|flight-search-form)|city-picker[\/]city-picker)\.tsx?$`,
  ),
  'booking-rules': new RegExp(
    String.raw`(${SHARED}(calendar|id-documents|schemas[\/]booking-rules)\.ts|${PARTS}(overlay[\/]lazy-drawer\.tsx|booking-rules\.ts))$`,
  ),
};

/**
 * Serves the staff console's page (admin.html) for /admin and /admin/… in `vite dev`, as the API
 * server does in production (apps/server/src/plugins/static-site.ts).
 */
const adminDevPage = (): Plugin => ({
  name: 'lvxing:admin-dev-page',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const path = req.url?.split('?')[0] ?? '';
      if (path === '/admin' || (path.startsWith('/admin/') && !path.includes('.'))) {
        req.url = '/admin.html';
      }
      next();
    });
  },
});

// The member site (index.html) and the staff console (admin.html, src/admin) are built apart:
// `vite build` the site, then `vite build --mode admin` the console into the same dist (its own
// manifest, nothing emptied), so no member page carries console code and the site's chunks are
// split as if the console did not exist (a shared build moved modules both use into extra
// chunks every member page then loads: +1.5 KB gzip and +5 requests a page, bench/bundle.mjs).
export default defineConfig(({ isSsrBuild, mode }) => ({
  base: '/',
  plugins: isSsrBuild
    ? [react()]
    : [react(), adminDevPage(), axiosXhrOnly(), preloadStartChunks(), precompress()],
  ...(isSsrBuild ? { publicDir: false } : {}),
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@chinese-days-years': chineseDaysYears,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/healthz': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/healthz': { target: backend, changeOrigin: true },
    },
  },
  // The server's renderer of app pages (src/app/prerender.tsx, built by `vite build --ssr` into
  // dist-ssr/): self-contained, so the API server can load it with no Vite and no JSX loader.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } }
    : {}),
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20' }
    : {
        outDir: 'dist',
        emptyOutDir: mode !== 'admin',
        // The browsers TanStack Query v5 supports (its docs: Chrome/Edge 91, Firefox 90, Safari
        // and iOS 15), which the app's server state now needs: syntax those have is not lowered.
        target: ['chrome91', 'edge91', 'firefox90', 'safari15', 'ios15'],
        // The modulepreload polyfill is bundled into the entry (no inline script), so the page
        // runs under `script-src 'self'`.
        modulePreload: { polyfill: true },
        chunkSizeWarningLimit: 600,
        // scripts/prerender.mjs reads it to preload the home screen's chunks
        manifest: mode === 'admin' ? '.vite/admin-manifest.json' : true,
        rolldownOptions: {
          input: fileURLToPath(
            new URL(mode === 'admin' ? './admin.html' : './index.html', import.meta.url),
          ),
          // The shared contract is pure declarations: let unused zod schemas (and zod) drop out of
          // chunks that only need constants and paths.
          treeshake: {
            moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
            manualPureFunctions: ['z'],
          },
          output: {
            // hex file hashes: a page's first load names ~25 hashed chunks (imports, preload
            // lists, source map comments), and 8 hex characters compress to fewer bytes than 8
            // base64 ones (measured: −0.4 KB gzip on every page); 32 bits stay unique enough
            hashCharacters: 'hex',
            // chunks named by their hash alone: the entry lists every screen's chunks for its
            // navigation preloads, and the names were a fifth of it (measured: −2 KB gzip on every
            // page); the manifest still maps each source to its file. The entry keeps its name
            // (index-…): e2e/support.ts holds it back by name.
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            codeSplitting: {
              groups: [
                // React, React DOM and the router change rarely: long-cached vendor chunks, kept
                // apart so that main.tsx can evaluate them in separate tasks.
                {
                  name: 'vendor-react-dom',
                  test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                  priority: 30,
                },
                {
                  name: 'vendor-react',
                  test: /node_modules[\\/](react|react-router)[\\/]/,
                  priority: 20,
                },
                // Parts several search pages share (result list, search form, prices): one
                // chunk each, whichever pages use which part, so that a new page using some of
                // them does not split them into many small chunks for the others (each costs its
                // own request and bytes on every page that needs it).
                ...Object.entries(SHARED_PARTS).map(([name, test]) => ({
                  name,
                  test,
                  includeDependenciesRecursively: false,
                  priority: 10,
                })),
              ],
            },
          },
        },
      },
}));
