import { PAGE_DATA_ELEMENT_ID } from '@lvxing/shared';

/**
 * The answers a server-rendered page came with (packages/shared/src/page-data.ts), by request key.
 * A request uses its answer for its first render only (lib/query-hooks.ts drops it then),
 * so an answer is never shown again later in the visit, when it may have changed.
 *
 * Whose answers: in the browser, the page's own (one page per document: read once from the
 * document before hydration, app/start.tsx). Outside the browser, each render's own: the server's
 * renderer (app/prerender.tsx) installs {@link setRenderPageData}'s lookup, which finds the answers
 * of the render in progress (per request, even while other renders are under way), never another's.
 */
type Answers = Record<string, unknown>;

let pageAnswers: Answers = {};
let renderAnswers: () => Answers | undefined = () => undefined;

const answers = (): Answers => renderAnswers() ?? pageAnswers;

/**
 * Installs the lookup of the answers of the render in progress (app/prerender.tsx: a render's own,
 * undefined outside any render): set once, by the server's renderer.
 */
export function setRenderPageData(lookup: () => Answers | undefined): void {
  renderAnswers = lookup;
}

/** Replaces the browser page's answers (tests; the page's are read by {@link readPageData}). */
export function setPageData(data: Answers): void {
  pageAnswers = data;
}

/** Reads the page data block of `doc`, if any; a malformed block is ignored (the app asks). */
export function readPageData(doc: Document): void {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    const data: unknown = JSON.parse(text);
    if (data && typeof data === 'object') pageAnswers = data as Answers;
  } catch {
    // the requests are made as on any other page
  }
}

/** The page's answer for request `key`: `{ data }`, or null when the page has none. */
export function pageDataFor(key: string): { data: unknown } | null {
  const all = answers();
  return Object.hasOwn(all, key) ? { data: all[key] } : null;
}

/** Forgets the answer for `key` (it has been rendered). */
export function dropPageData(key: string): void {
  delete answers()[key];
}
