/**
 * A per-instance cache of serialized answers for the search calls (flights, trains, buses, the
 * low-price calendar), the way travel sites cache availability: a result is served from memory
 * for `freshMs`; after that it is still served (stale) for up to `staleMs` while one background
 * recomputation replaces it, so a hot search never waits on the database. Concurrent misses of one
 * key share one computation. Errors are never cached. Bookings always check live inventory, so a
 * cached seat count can only be `freshMs`–`staleMs` old, never wrong at booking time.
 */
interface Entry<T> {
  value: T;
  at: number;
  /** This entry's fresh time, ms (`freshMs` shortened by up to `jitter`). */
  freshMs: number;
  refreshing: boolean;
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
      if (age > entry.freshMs && !entry.refreshing) {
        entry.refreshing = true;
        this.load(key, compute).catch(() => this.entries.delete(key));
      }
      return entry.value;
    }
    return this.load(key, compute);
  }

  /** Drops every entry (tests, or after a change that must show at once). */
  clear(): void {
    this.entries.clear();
  }

  private load(key: string, compute: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running;
    const p = compute()
      .then((value) => {
        this.entries.delete(key);
        const freshMs = this.opts.freshMs * (1 - (this.opts.jitter ?? 0) * this.random());
        this.entries.set(key, { value, at: this.now(), freshMs, refreshing: false });
        while (this.entries.size > this.opts.maxEntries) {
          const oldest = this.entries.keys().next().value as string;
          this.entries.delete(oldest);
        }
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, p);
    return p;
  }
}
