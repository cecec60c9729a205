/**
 * The bridge between plain modules (the API client, the token scheduler) and the UI: toasts,
 * notifications and browser redirects. The app installs antd's `App.useApp()` message and
 * notification (a chunk fetched when the browser is idle after the first paint, and loaded at
 * the latest when the first toast or notification is asked for) and the router's navigate; tests
 * install spies. Should that chunk fail to load (offline before it arrived) or take too long, the
 * waiting toasts are shown as plain DOM toasts (lib/plain-toast.ts): the spec's error texts
 * (site-spec §8, 网络断开连接！) always show.
 */
import { INVALID_INPUT_TEXT, NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '@lvxing/shared';
import { showPlainToast } from './plain-toast';

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
/** How long a waiting toast waits for the feedback host before it is shown plainly. */
export const FEEDBACK_WAIT_MS = 4000;

let queue: Pending[] = [];
let loadFeedback: (() => Promise<unknown>) | undefined;
let loading = false;
let waitTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows toasts and notifications without antd: the fallback when the host cannot be loaded. */
const plainBridge: UiBridge = {
  toast: (kind, text, durationMs) => void showPlainToast(kind, text, durationMs),
  notify: (kind, title, description) =>
    void showPlainToast(
      kind,
      description ? `${title}：${description}` : title,
      NOTIFICATION_DURATION_MS,
    ),
  redirect: (path) => window.location.assign(path),
};

/** Shows every waiting toast plainly, now. */
function showWaitingPlainly(): void {
  clearTimeout(waitTimer);
  waitTimer = undefined;
  const waiting = queue;
  queue = [];
  for (const run of waiting) run(plainBridge);
}

/** Asks the loader for the feedback host once; a failure or a long wait shows the queue plainly. */
function requestHost(): void {
  if (!loadFeedback || loading || !queue.length) return;
  loading = true;
  waitTimer ??= setTimeout(showWaitingPlainly, FEEDBACK_WAIT_MS);
  let attempt: Promise<unknown>;
  try {
    attempt = Promise.resolve(loadFeedback());
  } catch (error) {
    attempt = Promise.reject(error);
  }
  attempt.then(
    () => {
      loading = false;
    },
    () => {
      loading = false;
      showWaitingPlainly();
    },
  );
}

/** Until the antd feedback host is installed, toasts wait in a queue and ask for it to load. */
function later(run: Pending): void {
  queue.push(run);
  requestHost();
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
  if (next.toast) {
    clearTimeout(waitTimer);
    waitTimer = undefined;
    const waiting = queue;
    queue = [];
    for (const run of waiting) run(bridge);
  }
  return () => {
    bridge = previous;
  };
}

/**
 * Registers what loads the feedback host on demand (the app's antd App): it resolves once the
 * host's module is there (the host then installs itself) and rejects when it cannot be loaded.
 */
export function setFeedbackLoader(load: () => Promise<unknown>): void {
  loadFeedback = load;
  requestHost();
}

export function resetUiBridge(): void {
  clearTimeout(waitTimer);
  waitTimer = undefined;
  queue = [];
  loadFeedback = undefined;
  loading = false;
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
