import type { Plugin } from 'vite';

const STUB = '\0axios-fetch-adapter-stub';

/**
 * Leaves axios' fetch adapter out of the browser build. Axios tries its adapters in the order
 * `['xhr', 'http', 'fetch']` (axios/lib/defaults) and every browser the site supports has
 * XMLHttpRequest, so the fetch adapter (about 3 KB gzip with the helpers only it uses) never runs;
 * axios imports it statically, so the bundler cannot drop it by itself. The stub's `getFetch`
 * answers "not available", which axios treats as an adapter this environment lacks
 * (axios/lib/adapters/adapters.js). The app's calls (lib/api-client.ts) set no adapter.
 * Build only: tests and the dev server run axios as published.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'lvxing-axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './fetch.js' || !importer) return null;
      return /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer) ? STUB : null;
    },
    load(id) {
      if (id !== STUB) return null;
      return 'export const getFetch = () => undefined;\nexport default undefined;\n';
    },
  };
}
