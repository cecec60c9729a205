/**
 * Knows whether the API client (and axios, ~21 KB gzip) has been loaded by a page that makes a
 * call, so that work which can wait for it (the stored session's check) does not load it on
 * pages that make no call, such as the home page.
 */
let loaded = false;
const waiting: (() => void)[] = [];

/** Called once by lib/api-client.ts when it has loaded. */
export function apiClientLoaded(): void {
  loaded = true;
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` once the API client has loaded (at once if it already has). */
export function whenApiClientLoaded(run: () => void): void {
  if (loaded) run();
  else waiting.push(run);
}
