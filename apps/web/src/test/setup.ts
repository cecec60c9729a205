import '@testing-library/jest-dom/vitest';
import { createElement, useContext } from 'react';
import { StyleContext } from '@ant-design/cssinjs';
import { cleanup, configure, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { browserQueryClient } from '@/lib/query-client';
import { useLoadingStore } from '@/stores/loading-store';
import { useUserStore } from '@/stores/user-store';
import { startFileCalls } from './file-calls';

// findBy… and waitFor wait up to 5 s, not 1: on CI's two busy cores a mocked answer and the
// render after it have taken longer than a second (a false failure, not a slow page)
configure({ asyncUtilTimeout: 5_000 });

// Files share one module graph per worker (vitest.config.ts): each file starts from the stores'
// first state, a blank page, real timers and no spies left by the file before.
useUserStore.setState(useUserStore.getInitialState(), true);
useLoadingStore.setState(useLoadingStore.getInitialState(), true);
localStorage.clear();
sessionStorage.clear();
document.body.innerHTML = '';
forgetAntdStyles();
window.history.replaceState(null, '', '/');
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();

// a call the file before left in flight must not answer into this file's mocks (file-calls.ts)
startFileCalls();

afterEach(() => {
  cleanup();
  localStorage.clear();
  // each test starts from an empty server-state cache (lib/query-client.ts)
  browserQueryClient().clear();
});

// jsdom lacks these; antd's responsive and motion helpers call them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => undefined;
// jsdom implements getComputedStyle without pseudo-elements and reports each such call as an
// error with its stack (antd measures the scrollbar through `::-webkit-scrollbar` on every
// modal and table render); the element's own style is what it answers anyway
// (wrapped once: files share the window when they run without isolation)
if (!('elementOnly' in window.getComputedStyle)) {
  const elementStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = Object.assign((elt: Element) => elementStyle(elt), {
    elementOnly: true,
  });
}
// jsdom has no ResizeObserver; antd's table, drawer, select and pop-ups measure with it
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

// Testing Library detects fake timers through a `jest` global: point it at vitest's, so
// user-event and findBy* work while vi.useFakeTimers() is on.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

/**
 * Removes the styles antd injected for the files before and empties its style cache, so that it
 * injects again only what this file renders. Without it the head of a worker that ran a hundred
 * files held 880 KB of CSS, and jsdom matches every rule on each getComputedStyle (each getByRole
 * asks it of every element): a file taking 7 s on its own took 55 s late in a worker.
 */
function forgetAntdStyles() {
  let cache: { cache: Map<string, unknown>; updateTimes: Map<string, number> } | undefined;
  // the default cache is the context's default value, read as any component would
  const Read = () => {
    cache = useContext(StyleContext).cache as unknown as typeof cache;
    return null;
  };
  render(createElement(Read));
  cleanup();
  cache?.cache.clear();
  cache?.updateTimes.clear();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
}
