import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import { cleanup, render, screen } from '@testing-library/react';

/** What the feedback host's chunk did in this test. */
const chunk = { evaluated: 0, toast: vi.fn() };

/**
 * Fresh modules per test, with the feedback host's chunk failing to load (offline) or
 * installing a spy toast; the bridge starts empty.
 */
async function load(fail = false) {
  vi.resetModules();
  const { setUiBridge } = await import('@/lib/ui-bridge');
  vi.doMock('./feedback-host', () => {
    chunk.evaluated += 1;
    if (fail) throw new TypeError('Failed to fetch dynamically imported module');
    return {
      default: function Host() {
        useLayoutEffect(() => setUiBridge({ toast: chunk.toast }), []);
        return null;
      },
    };
  });
  const { AppProvider } = await import('./provider');
  const { ui } = await import('@/lib/ui-bridge');
  return { AppProvider, ui };
}

/** Lets the page's settling time (lib/idle.ts) pass. */
async function settle() {
  const { SETTLE_MS } = await import('@/lib/idle');
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 50));
}

let idle: (() => void)[] = [];
beforeEach(() => {
  chunk.evaluated = 0;
  chunk.toast.mockReset();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('app provider: the toast host', () => {
  it('fetches the host once the loaded page has settled and is idle, without rendering it', async () => {
    const { AppProvider } = await load();
    render(<AppProvider>页面</AppProvider>);
    expect(idle).toHaveLength(0);
    await settle();
    expect(chunk.evaluated).toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]!();
    await vi.waitFor(() => expect(chunk.evaluated).toBe(1));
    expect(chunk.toast).not.toHaveBeenCalled();
  });

  it('shows a toast through the host once asked for one', async () => {
    const { AppProvider, ui } = await load();
    render(<AppProvider>页面</AppProvider>);
    ui.toast('error', '网络断开连接！');
    await vi.waitFor(() =>
      expect(chunk.toast).toHaveBeenCalledWith('error', '网络断开连接！', 3000),
    );
  });

  it('offline, without the host: the page stays and the toast shows plainly', async () => {
    const { AppProvider, ui } = await load(true);
    render(<AppProvider>页面</AppProvider>);
    await settle();
    // the prefetch fails first, quietly
    idle[0]!();
    await vi.waitFor(() => expect(chunk.evaluated).toBe(1));
    ui.toast('error', '网络断开连接！');
    expect(await screen.findByRole('alert')).toHaveTextContent('网络断开连接！');
    expect(screen.getByText('页面')).toBeInTheDocument();
  });
});
