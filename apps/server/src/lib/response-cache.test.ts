import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

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
});
