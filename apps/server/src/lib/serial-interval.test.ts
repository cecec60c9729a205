import { afterEach, describe, expect, it, vi } from 'vitest';
import { serialInterval } from './serial-interval';

afterEach(() => {
  vi.useRealTimers();
});

describe('serialInterval', () => {
  it('skips a tick while the previous run is still going, and stop waits for it', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish: () => void = () => undefined;
    const stop = serialInterval(
      () => {
        started += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      100,
      vi.fn(),
    );
    await vi.advanceTimersByTimeAsync(450);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(2);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
  });

  it('hands a failed run to onError and runs again at the next tick', async () => {
    vi.useFakeTimers();
    let started = 0;
    const onError = vi.fn();
    const stop = serialInterval(
      async () => {
        started += 1;
        if (started === 1) throw new Error('boom');
      },
      100,
      onError,
    );
    await vi.advanceTimersByTimeAsync(350);
    expect(started).toBe(3);
    expect(onError).toHaveBeenCalledOnce();
    expect((onError.mock.calls[0]![0] as Error).message).toBe('boom');
    await stop();
  });
});
