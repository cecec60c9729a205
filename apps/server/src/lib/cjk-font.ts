import { readFile } from 'node:fs/promises';
import subsetFont from 'subset-font';
import { createRequire } from 'node:module';

/**
 * Noto Sans SC Regular (SIL Open Font License 1.1) from the npm package
 * `@expo-google-fonts/noto-sans-sc`, resolved from node_modules, never from the system: a fresh
 * machine renders the same Chinese. The server bundle keeps packages external, so the path
 * resolves at run time from `dist/server.mjs` as from the sources.
 */
const FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

let bytes: Promise<Buffer> | undefined;

/**
 * The font file's bytes (about 10 MB), read on the first PDF and kept for the process; a failed
 * read is forgotten, so the next PDF tries again.
 */
export function cjkFontBytes(): Promise<Buffer> {
  bytes ??= readFile(createRequire(import.meta.url).resolve(FONT)).catch((err: unknown) => {
    bytes = undefined;
    throw err;
  });
  return bytes;
}

/**
 * Noto Sans SC cut down by HarfBuzz (`subset-font`) to `characters` (TrueType bytes), to embed
 * whole in a PDF: pdf-lib's own subsetting (fontkit) printed most glyphs of this font blank.
 */
export function cjkFontFor(characters: string): Promise<Buffer> {
  return cjkFontBytes().then((all) =>
    subsetFont(all, characters, {
      targetFormat: 'truetype',
      // no ligature glyphs: pdf-lib places each character at its own advance, so a kept "fi"
      // ligature printed as "fi " in an e-mail address
      noLayoutClosure: true,
    }),
  );
}
