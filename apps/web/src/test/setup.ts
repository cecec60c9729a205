import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { browserQueryClient } from '@/lib/query-client';

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

// Testing Library detects fake timers through a `jest` global: point it at vitest's, so
// user-event and findBy* work while vi.useFakeTimers() is on.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});
