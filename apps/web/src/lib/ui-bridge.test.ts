import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_WAIT_MS, resetUiBridge, setFeedbackLoader, setUiBridge, ui } from './ui-bridge';

// files share a module graph: a file before may have left its bridge installed
beforeEach(() => {
  resetUiBridge();
});

afterEach(() => {
  resetUiBridge();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** The plain fallback toasts on the page. */
const plainToasts = () => [...document.querySelectorAll<HTMLElement>('[role="alert"]')];

describe('ui bridge', () => {
  it('queues toasts until the feedback host is installed, asking it to load', () => {
    const load = vi.fn(() => Promise.resolve());
    setFeedbackLoader(load);
    ui.toast('error', '服务端异常！');
    expect(load).toHaveBeenCalled();
    const toast = vi.fn();
    setUiBridge({ toast });
    expect(toast).toHaveBeenCalledWith('error', '服务端异常！', 3000);
    ui.toast('success', '登录成功', 1200);
    expect(toast).toHaveBeenLastCalledWith('success', '登录成功', 1200);
    expect(plainToasts()).toEqual([]);
  });

  it('redirects through the installed function', () => {
    const redirect = vi.fn();
    setUiBridge({ redirect });
    ui.redirect('/login');
    expect(redirect).toHaveBeenCalledWith('/login');
  });
});

describe('when the feedback host cannot be loaded (offline)', () => {
  it('shows the waiting toast as a plain alert with the same text', async () => {
    setFeedbackLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported')));
    ui.toast('error', '网络断开连接！');
    await vi.waitFor(() => expect(plainToasts()).toHaveLength(1));
    expect(plainToasts()[0]).toHaveTextContent('网络断开连接！');
  });

  it('shows a toast asked for before the app registered its loader, once the loader fails', async () => {
    ui.toast('error', '网络断开连接！');
    expect(plainToasts()).toEqual([]);
    setFeedbackLoader(() => Promise.reject(new Error('offline')));
    await vi.waitFor(() => expect(plainToasts()).toHaveLength(1));
  });

  it('survives a loader that throws instead of rejecting', async () => {
    setFeedbackLoader(() => {
      throw new Error('offline');
    });
    expect(() => ui.toast('warning', '请选择出发站')).not.toThrow();
    await vi.waitFor(() => expect(plainToasts()[0]).toHaveTextContent('请选择出发站'));
  });

  it('tries the host again for the next toast, and shows plainly again when it still fails', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    setFeedbackLoader(load);
    ui.toast('error', '网络断开连接！');
    await vi.waitFor(() => expect(plainToasts()).toHaveLength(1));
    ui.notify('error', '支付失败', '请稍后重试');
    await vi.waitFor(() => expect(plainToasts()).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(2);
    expect(plainToasts()[1]).toHaveTextContent('支付失败：请稍后重试');
  });

  it('shows the toast plainly when the host takes too long, and not twice when it comes', () => {
    vi.useFakeTimers();
    setFeedbackLoader(() => new Promise(() => undefined));
    ui.toast('error', '网络请求超时！');
    vi.advanceTimersByTime(FEEDBACK_WAIT_MS - 1);
    expect(plainToasts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(plainToasts()[0]).toHaveTextContent('网络请求超时！');
    const toast = vi.fn();
    setUiBridge({ toast });
    expect(toast).not.toHaveBeenCalled();
  });

  it('does not wait when the host is installed in time', () => {
    vi.useFakeTimers();
    setFeedbackLoader(() => new Promise(() => undefined));
    ui.toast('error', '服务端异常！');
    const toast = vi.fn();
    setUiBridge({ toast });
    vi.advanceTimersByTime(FEEDBACK_WAIT_MS * 2);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(plainToasts()).toEqual([]);
  });
});
