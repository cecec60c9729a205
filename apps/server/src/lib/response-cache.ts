/**
 * A per-instance cache of serialized answers for the search calls (flights, trains, buses, the
 * low-price calendar), the way travel sites cache availability: a result is served from memory
 * for `freshMs`; after that it is still served (stale) for up to `staleMs` while one background
 * recomputation replaces it, so a hot search never waits on the database. With `refreshAhead`, an
 * answer read while fresh is recomputed when its fresh time ends, before anyone asks. Concurrent
 * misses of one key share one computation. Errors are never cached. Bookings always check live
 * inventory, so a cached seat count can only be `freshMs`–`staleMs` old, never wrong at booking
 * time.
 */
interface Entry<T> {
  value: T;
  at: number;
  /** This entry's fresh time, ms (`freshMs` shortened by up to `jitter`). */
  freshMs: number;
  refreshing: boolean;
  /** Read since it was computed (refresh ahead only recomputes answers in use). */
  read: boolean;
  /** The refresh-ahead timer, when `refreshAhead` is on. */
  timer?: ReturnType<typeof setTimeout>;
}

export interface ResponseCacheOptions {
  /** How long an answer is served as is, ms. */
  freshMs: number;
  /** How long past that it may still be served while it is being recomputed, ms. */
  staleMs: number;
  /** Entries kept (least recently used dropped first). */
  maxEntries: number;
  /**
   * Fraction (0–1) by which each entry's fresh time is shortened at random (default 0), so
   * answers cached together (a warm-up, a burst of searches) are not all recomputed in the same
   * instant: their refreshes spread out instead of stalling the process at once.
   */
  jitter?: number;
  /**
   * Refresh ahead (default false): an answer read while fresh is recomputed in the background as
   * its fresh time ends (a timer), so a search in steady use is never served stale, and its
   * recomputation runs when the timer fires rather than when the next request comes — under a
   * burst of requests (a sale opening, a load test) those recomputations, with their database
   * queries, all landed inside the burst and set its slowest answers (bench/HISTORY.md). An answer
   * nobody read is left to go stale and is refreshed by its next request, as without this option.
   */
  refreshAhead?: boolean;
  now?: () => number;
  random?: () => number;
}

export class ResponseCache<T = string> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T>>();
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly opts: ResponseCacheOptions) {
    this.now = opts.now ?? Date.now;
    this.random = opts.random ?? Math.random;
  }

  /** Number of entries held. */
  get size(): number {
    return this.entries.size;
  }

  /** The answer for `key`: cached, stale while refreshing, or computed now (single flight). */
  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.at : Infinity;
    if (entry && age <= entry.freshMs + this.opts.staleMs) {
      // touch for LRU order
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.read = true;
      if (age > entry.freshMs) this.refreshInBackground(key, entry, compute);
      return entry.value;
    }
    return this.load(key, compute);
  }

  /** Drops every entry (tests, or after a change that must show at once). */
  clear(): void {
    for (const key of [...this.entries.keys()]) this.drop(key);
  }

  private load(key: string, compute: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running;
    const p = compute()
      .then((value) => {
        this.drop(key);
        const freshMs = this.opts.freshMs * (1 - (this.opts.jitter ?? 0) * this.random());
        const entry: Entry<T> = { value, at: this.now(), freshMs, refreshing: false, read: false };
        if (this.opts.refreshAhead) {
          entry.timer = setTimeout(() => this.refreshAhead(key, entry, compute), freshMs);
          entry.timer.unref?.();
        }
        this.entries.set(key, entry);
        while (this.entries.size > this.opts.maxEntries) {
          this.drop(this.entries.keys().next().value as string);
        }
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, p);
    return p;
  }

  /** The timer of `entry`: recompute it if it is still the key's answer and was read. */
  private refreshAhead(key: string, entry: Entry<T>, compute: () => Promise<T>): void {
    if (this.entries.get(key) === entry && entry.read)
      this.refreshInBackground(key, entry, compute);
  }

  /** Recomputes `entry` once while it is still served; a failed recomputation drops it. */
  private refreshInBackground(key: string, entry: Entry<T>, compute: () => Promise<T>): void {
    if (entry.refreshing) return;
    entry.refreshing = true;
    this.load(key, compute).catch(() => this.drop(key));
  }

  /** Removes `key`'s entry and stops its refresh-ahead timer. */
  private drop(key: string): void {
    clearTimeout(this.entries.get(key)?.timer);
    this.entries.delete(key);
  }
}

/**
 * A worked-out answer kept per owner (an app's deps: each app, and each test's, its own) and per
 * Beijing day `dayOf(owner)`, for `freshMs` and then served once more while worked out again:
 * for answers that cost a lot and may be minutes old (the home page's deals).
 */
export function dailyPerOwner<O extends object, T>(
  freshMs: number,
  dayOf: (owner: O) => string,
  compute: (owner: O) => Promise<T>,
): (owner: O) => Promise<T> {
  const caches = new WeakMap<O, ResponseCache<T>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new ResponseCache<T>({ freshMs, staleMs: freshMs, maxEntries: 2 });
      caches.set(owner, cache);
    }
    return cache.get(dayOf(owner), () => compute(owner));
  };
}
