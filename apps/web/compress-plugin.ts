import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Writes `file.gz` and `file.br` next to `file` (over 1 KB) at the highest levels. */
export function compressFile(file: string): void {
  const body = readFileSync(file);
  if (body.length < 1024) return;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
}

/**
 * Writes `.br` and `.gz` copies of every text asset of the build (over 1 KB) at the highest
 * levels, once, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lvxing-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (COMPRESSIBLE.test(file) && !file.endsWith('.map')) compressFile(file);
      }
    },
  };
}
