import { afterEach, describe, expect, it, vi } from 'vitest';
import { showPlainToast } from './plain-toast';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('plain toast (the fallback without antd)', () => {
  it('is an alert with the text, on top of the page, gone after its duration', () => {
    vi.useFakeTimers();
    const el = showPlainToast('error', '网络断开连接！', 3000);
    expect(el).toHaveAttribute('role', 'alert');
    expect(el).toHaveTextContent('网络断开连接！');
    expect(document.body).toContainElement(el);
    const host = el.parentElement!;
    expect(host.style.position).toBe('fixed');
    vi.advanceTimersByTime(2999);
    expect(document.body).toContainElement(el);
    vi.advanceTimersByTime(1);
    expect(document.body).not.toContainElement(el);
    expect(document.body).not.toContainElement(host);
  });

  it('reads as dark text on white, the mark hidden from screen readers', () => {
    const el = showPlainToast('warning', '请选择到达站', 3000);
    expect(el.style.color).toBe('rgb(31, 41, 55)');
    expect(el.style.background).toContain('rgb(255, 255, 255)');
    expect(el.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('keeps at most three, dropping the oldest', () => {
    for (const text of ['一', '二', '三', '四']) showPlainToast('info', text, 3000);
    const shown = [...document.querySelectorAll('[role="alert"]')].map((e) => e.textContent);
    expect(shown).toHaveLength(3);
    expect(shown.join()).not.toContain('一');
    expect(shown.at(-1)).toContain('四');
  });
});
