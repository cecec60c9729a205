/**
 * What the component tests of the kinds set up alike: jsdom's missing layout calls, the API mock
 * and the toast stub, a signed-in member, and where a form navigated to.
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import MockAdapter from 'axios-mock-adapter';
import { useLocation } from 'react-router';
import { apiClient } from '@/lib/api-client';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';

/** jsdom has no ResizeObserver (antd's popovers measure with it) and does not scroll. */
export function stubLayout(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView = vi.fn();
}

/** A fresh toast stub as the UI bridge before each test; the bridge reset after it. */
export function stubToasts() {
  const toast = vi.fn();
  beforeEach(() => {
    toast.mockReset();
    setUiBridge({ toast });
  });
  afterEach(() => resetUiBridge());
  return toast;
}

/** The API client's mock, emptied before each test (toasts stubbed as by `stubToasts`). */
export function mockApi(): MockAdapter {
  const mock = new MockAdapter(apiClient);
  beforeEach(() => mock.reset());
  stubToasts();
  return mock;
}

/** The popovers load on first use: load their module once so a test waits for React only. */
export function preloadPopovers(): void {
  beforeAll(async () => {
    await import('@/components/overlay/popover-impl');
  });
}

/** A signed-in member (mobile 13800138000). */
export function signIn(): void {
  useUserStore.setState({
    userInfo: { token: 't', refreshToken: 'r', mobile: '13800138000' },
    loginAt: Date.now(),
  });
}

/** Shows where the app navigated to (path and query), as `data-testid="where"`. */
export function Where() {
  const loc = useLocation();
  return <p data-testid="where">{`${loc.pathname}${loc.search}`}</p>;
}
