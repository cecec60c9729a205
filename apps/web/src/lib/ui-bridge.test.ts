import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetUiBridge, setFeedbackLoader, setUiBridge, ui } from './ui-bridge';

afterEach(() => resetUiBridge());

describe('ui bridge', () => {
  it('queues toasts until the feedback host is installed, asking it to load', () => {
    const load = vi.fn();
    setFeedbackLoader(load);
    ui.toast('error', '服务端异常！');
    expect(load).toHaveBeenCalled();
    const toast = vi.fn();
    setUiBridge({ toast });
    expect(toast).toHaveBeenCalledWith('error', '服务端异常！', 3000);
    ui.toast('success', '登录成功', 1200);
    expect(toast).toHaveBeenLastCalledWith('success', '登录成功', 1200);
  });
  it('redirects through the installed function', () => {
    const redirect = vi.fn();
    setUiBridge({ redirect });
    ui.redirect('/login');
    expect(redirect).toHaveBeenCalledWith('/login');
  });
});
