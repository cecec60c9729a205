/**
 * The bridge between plain modules (the API client, the token scheduler) and the UI: toasts,
 * notifications and browser redirects. The app installs antd's `App.useApp()` message and
 * notification (loaded when the first toast or notification is asked for) and the router's
 * navigate; tests install spies.
 */
import { INVALID_INPUT_TEXT, NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '@lvxing/shared';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface UiBridge {
  /** Shows a short message (antd `message`) for `durationMs`. */
  toast: (kind: ToastKind, text: string, durationMs: number) => void;
  /** Shows a notification (antd `notification`). */
  notify: (kind: ToastKind, title: string, description?: string) => void;
  /** Sends the browser to `path` (the router's navigate once the app is up). */
  redirect: (path: string) => void;
}

type Pending = (b: UiBridge) => void;
let queue: Pending[] = [];
let loadFeedback: (() => void) | undefined;

/** Until the antd feedback host is installed, toasts wait in a queue and ask for it to load. */
function later(run: Pending): void {
  queue.push(run);
  loadFeedback?.();
}

const fallback = (): UiBridge => ({
  toast: (kind, text, durationMs) => later((b) => b.toast(kind, text, durationMs)),
  notify: (kind, title, description) => later((b) => b.notify(kind, title, description)),
  redirect: (path) => window.location.assign(path),
});

let bridge: UiBridge = fallback();

/** Replaces some of the bridge functions; queued toasts are shown once `toast` is installed. */
export function setUiBridge(next: Partial<UiBridge>): () => void {
  const previous = bridge;
  bridge = { ...bridge, ...next };
  if (next.toast && queue.length) {
    const waiting = queue;
    queue = [];
    for (const run of waiting) run(bridge);
  }
  return () => {
    bridge = previous;
  };
}

/** Registers what loads the feedback host on demand (the app's lazy antd App). */
export function setFeedbackLoader(load: () => void): void {
  loadFeedback = load;
  if (queue.length) load();
}

export function resetUiBridge(): void {
  queue = [];
  loadFeedback = undefined;
  bridge = fallback();
}

export const ui = {
  toast: (kind: ToastKind, text: string, durationMs: number = TOAST_DURATION_MS) =>
    bridge.toast(kind, text, durationMs),
  notify: (kind: ToastKind, title: string, description?: string) =>
    bridge.notify(kind, title, description),
  redirect: (path: string) => bridge.redirect(path),
};

/** Durations in seconds, as antd's message and notification APIs take them. */
export const TOAST_DURATION_S = TOAST_DURATION_MS / 1000;
export const NOTIFICATION_DURATION_S = NOTIFICATION_DURATION_MS / 1000;

/** Default text for invalid input in message boxes and inputs (site-spec §8). */
export const INVALID_INPUT_MESSAGE = INVALID_INPUT_TEXT;
