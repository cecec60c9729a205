import { PAGE_DATA_ELEMENT_ID } from '@lvxing/shared';

/**
 * The answers a server-rendered page came with (packages/shared/src/page-data.ts), by request
 * key: read once from the document before hydration (app/start.tsx), or set by the server's
 * renderer around one synchronous render (app/prerender.tsx). A request uses its answer for its
 * first render only (components/use-request.ts drops it then), so an answer is never shown again
 * later in the visit, when it may have changed.
 */
let answers: Record<string, unknown> = {};

/** Replaces the page data (the server's renderer: before a render, and `{}` after it). */
export function setPageData(data: Record<string, unknown>): void {
  answers = data;
}

/** Reads the page data block of `doc`, if any; a malformed block is ignored (the app asks). */
export function readPageData(doc: Document): void {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    const data: unknown = JSON.parse(text);
    if (data && typeof data === 'object') answers = data as Record<string, unknown>;
  } catch {
    // the requests are made as on any other page
  }
}

/** The page's answer for request `key`: `{ data }`, or null when the page has none. */
export function pageDataFor(key: string): { data: unknown } | null {
  return Object.hasOwn(answers, key) ? { data: answers[key] } : null;
}

/** Forgets the answer for `key` (it has been rendered). */
export function dropPageData(key: string): void {
  delete answers[key];
}
