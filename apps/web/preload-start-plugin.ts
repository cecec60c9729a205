import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The entry (src/app/main.tsx) imports React DOM and app/start.tsx dynamically, to evaluate
 * them in separate tasks; they are needed at once all the same. This adds
 * `<link rel="modulepreload">` for them and their static imports to index.html, so the browser
 * fetches them alongside the entry instead of after it has run.
 */
export function preloadStartChunks(): Plugin {
  return {
    name: 'lvxing:preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // the member site's page only: the staff console (admin.html) is an entry of its own
        if (!ctx.filename.endsWith('index.html')) return [];
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined;
        const entry =
          (ctx.chunk as ChunkLike | undefined) ??
          (bundle && Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry));
        if (!bundle || !entry) return [];
        const files = new Set<string>();
        const visit = (name: string) => {
          const chunk = bundle[name];
          if (!chunk || chunk.type !== 'chunk' || chunk === entry || files.has(name)) return;
          files.add(name);
          chunk.imports?.forEach(visit);
        };
        entry.dynamicImports?.forEach(visit);
        entry.imports?.forEach((name) => files.delete(name)); // Vite links these already
        return [...files].map((name) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${name}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
