import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyPerOwner, ResponseCache } from './response-cache';

function setup() {
  let t = 0;
  let calls = 0;
  const cache = new ResponseCache({ freshMs: 1000, staleMs: 5000, maxEntries: 2, now: () => t });
  const compute = (v: string) => async () => {
    calls += 1;
    return v;
  };
  return { cache, compute, advance: (ms: number) => (t += ms), calls: () => calls };
}

describe('ResponseCache', () => {
  it('serves fresh answers from memory and shares one computation between concurrent misses', async () => {
    const { cache, compute, advance, calls } = setup();
    const [a, b] = await Promise.all([cache.get('k', compute('1')), cache.get('k', compute('x'))]);
    expect([a, b, calls()]).toEqual(['1', '1', 1]);
    advance(999);
    expect(await cache.get('k', compute('2'))).toBe('1');
    expect(calls()).toBe(1);
  });

  it('serves a stale answer while one refresh replaces it, and recomputes when too old', async () => {
    const { cache, compute, advance, calls } = setup();
    await cache.get('k', compute('1'));
    advance(2000);
    const stale = cache.get('k', compute('2')); // stale: answered at once, one refresh started
    const again = cache.get('k', compute('3')); // the refresh is running: no second one
    expect([await stale, await again]).toEqual(['1', '1']);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', compute('4'))).toBe('2');
    expect(calls()).toBe(2);
    advance(7000);
    expect(await cache.get('k', compute('5'))).toBe('5');
  });

  it('never caches errors and keeps at most maxEntries', async () => {
    const { cache, compute } = setup();
    await expect(cache.get('e', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('e', compute('ok'))).toBe('ok');
    await cache.get('f', compute('f'));
    await cache.get('g', compute('g'));
    expect(cache.size).toBe(2);
  });

  it('with jitter, spreads the refreshes of answers cached together, never past freshMs', async () => {
    let t = 0;
    const draws = [0, 0.5, 1];
    const cache = new ResponseCache<string>({
      freshMs: 1000,
      staleMs: 5000,
      maxEntries: 10,
      jitter: 0.4,
      now: () => t,
      random: () => draws.shift() ?? 0,
    });
    const refreshed: string[] = [];
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k);
    const ask = (k: string) =>
      cache.get(k, async () => {
        refreshed.push(k);
        return k;
      });
    // a, b, c are fresh for 1000, 800 and 600 ms: c refreshes first, then b, then a
    t = 600;
    for (const k of ['a', 'b', 'c']) await ask(k);
    t = 800;
    for (const k of ['a', 'b', 'c']) await ask(k);
    t = 1000;
    for (const k of ['a', 'b', 'c']) await ask(k);
    expect(refreshed).toEqual(['c', 'b']);
    t = 1001;
    await ask('a');
    expect(refreshed).toEqual(['c', 'b', 'a']);
  });

  describe('with refreshAhead', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    function ahead() {
      vi.useFakeTimers();
      const cache = new ResponseCache<string>({
        freshMs: 1000,
        staleMs: 5000,
        maxEntries: 10,
        refreshAhead: true,
        now: () => Date.now(),
      });
      let version = 0;
      const computed: string[] = [];
      const compute = (k: string) => async () => {
        version += 1;
        computed.push(k);
        return `${k}${version}`;
      };
      return { cache, compute, computed };
    }

    it('recomputes an answer in use as its fresh time ends, before anyone asks', async () => {
      const { cache, compute, computed } = ahead();
      expect(await cache.get('k', compute('k'))).toBe('k1');
      expect(await cache.get('k', compute('k'))).toBe('k1'); // read while fresh
      await vi.advanceTimersByTimeAsync(1000);
      expect(computed).toEqual(['k', 'k']);
      // the next request gets the new answer at once: never the stale one, no refresh of its own
      expect(await cache.get('k', compute('k'))).toBe('k2');
      expect(computed).toEqual(['k', 'k']);
      // still in use: recomputed again at the end of the new fresh time
      await vi.advanceTimersByTimeAsync(1000);
      expect(await cache.get('k', compute('k'))).toBe('k3');
    });

    it('leaves an answer nobody read to go stale (its next request refreshes it)', async () => {
      const { cache, compute, computed } = ahead();
      await cache.get('k', compute('k')); // computed for this request: not a read
      await vi.advanceTimersByTimeAsync(3000);
      expect(computed).toEqual(['k']);
      expect(await cache.get('k', compute('k'))).toBe('k1'); // stale, one refresh started
      await vi.advanceTimersByTimeAsync(0);
      expect(computed).toEqual(['k', 'k']);
      expect(await cache.get('k', compute('k'))).toBe('k2');
    });

    it('stops the timers of answers dropped by clear() or by the entry limit', async () => {
      const { cache, compute, computed } = ahead();
      for (const k of ['a', 'b']) {
        await cache.get(k, compute(k));
        await cache.get(k, compute(k));
      }
      cache.clear();
      const small = new ResponseCache<string>({
        freshMs: 1000,
        staleMs: 5000,
        maxEntries: 1,
        refreshAhead: true,
      });
      await small.get('c', compute('c'));
      await small.get('c', compute('c'));
      await small.get('d', compute('d')); // drops c
      await vi.advanceTimersByTimeAsync(5000);
      expect(computed).toEqual(['a', 'b', 'c', 'd']);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});

describe('dailyPerOwner', () => {
  it('works an answer out once per owner and day', async () => {
    let runs = 0;
    const day = { v: '2026-12-01' };
    const get = dailyPerOwner(
      60_000,
      () => day.v,
      async (o: { n: number }) => {
        runs += 1;
        return `${o.n}@${day.v}#${runs}`;
      },
    );
    const a = { n: 1 };
    const b = { n: 2 };
    expect(await get(a)).toBe('1@2026-12-01#1');
    expect(await get(a)).toBe('1@2026-12-01#1');
    expect(await get(b)).toBe('2@2026-12-01#2');
    day.v = '2026-12-02';
    expect(await get(a)).toBe('1@2026-12-02#3');
  });
});
