/**
 * A plain DOM toast: the fallback of the ui bridge when antd's message (a chunk loaded on demand,
 * app/feedback-host.tsx) cannot be loaded — typically offline, where the spec's 网络断开连接！
 * must still show (site-spec §8). No React, no CSS file: it works from the entry chunk alone.
 */
import type { ToastKind } from './ui-bridge';

const HOST_ID = 'plain-toasts';
/** As antd's message: at most three at a time, the oldest goes first. */
const MAX_COUNT = 3;

const MARK_COLOR: Record<ToastKind, string> = {
  success: '#237804',
  error: '#cf1322',
  info: '#0b6cf0',
  warning: '#ad6800',
};
const MARK_TEXT: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i', warning: '!' };

function host(): HTMLElement {
  const existing = document.getElementById(HOST_ID);
  if (existing) return existing;
  const el = document.createElement('div');
  el.id = HOST_ID;
  el.className = 'plain-toasts';
  el.style.cssText =
    'position:fixed;top:16px;left:0;right:0;z-index:2100;display:flex;flex-direction:column;' +
    'align-items:center;gap:8px;pointer-events:none;padding:0 12px';
  document.body.appendChild(el);
  return el;
}

function toastElement(kind: ToastKind, text: string): HTMLElement {
  const item = document.createElement('div');
  item.className = `plain-toast plain-toast--${kind}`;
  item.setAttribute('role', 'alert');
  item.style.cssText =
    'display:flex;align-items:center;gap:8px;max-width:100%;padding:9px 16px;border-radius:8px;' +
    'background:#fff;color:#1f2937;font-size:14px;line-height:1.5;' +
    'box-shadow:0 6px 16px rgba(0,0,0,.12),0 3px 6px -4px rgba(0,0,0,.16);pointer-events:auto';
  const mark = document.createElement('span');
  mark.setAttribute('aria-hidden', 'true');
  mark.textContent = MARK_TEXT[kind];
  mark.style.cssText =
    `flex:none;width:16px;height:16px;border-radius:50%;background:${MARK_COLOR[kind]};` +
    'color:#fff;font-size:12px;font-weight:700;line-height:16px;text-align:center';
  const body = document.createElement('span');
  body.textContent = text;
  item.append(mark, body);
  return item;
}

/**
 * Shows `text` in a plain toast (`role="alert"`) for `durationMs`, then removes it.
 * @returns the toast's element (tests read it).
 */
export function showPlainToast(kind: ToastKind, text: string, durationMs: number): HTMLElement {
  const list = host();
  while (list.childElementCount >= MAX_COUNT) list.firstElementChild?.remove();
  const item = toastElement(kind, text);
  list.appendChild(item);
  setTimeout(() => {
    item.remove();
    if (!list.childElementCount) list.remove();
  }, durationMs);
  return item;
}
