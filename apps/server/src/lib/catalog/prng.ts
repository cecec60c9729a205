/**
 * Small deterministic pseudo-random helpers keyed by strings, so every server instance derives
 * the same catalog and the same offers (no Math.random anywhere in the catalog).
 */

/**
 * 32-bit FNV-1a hash of a string (UTF-16 code units).
 * @returns an unsigned 32-bit integer
 */
export function hashString(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * mulberry32 generator (Tommy Ettinger's public-domain PRNG): returns floats in [0, 1).
 * @param seed unsigned 32-bit seed
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    return mix(a);
  };
}

/** mulberry32's output step: an unsigned 32-bit state to a float in [0, 1). */
function mix(a: number): number {
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * The first draw of `mulberry32(seed)` without making the generator (for hot loops that want
 * one number per seed).
 */
export function firstDraw(seed: number): number {
  return mix((seed + 0x6d2b79f5) >>> 0);
}

/** A generator seeded by a string key. */
export function seeded(key: string): () => number {
  return mulberry32(hashString(key));
}

/** One float in [0, 1) for a string key (the first draw of `seeded(key)`). */
export function unit(key: string): number {
  return seeded(key)();
}

/** Integer in [min, max] (inclusive) from a float in [0, 1). */
export function intIn(r: number, min: number, max: number): number {
  return min + Math.floor(r * (max - min + 1));
}

/** One element of a non-empty list, picked by a float in [0, 1). */
export function pick<T>(r: number, list: readonly T[]): T {
  const v = list[Math.min(list.length - 1, Math.floor(r * list.length))];
  if (v === undefined) throw new Error('pick from an empty list');
  return v;
}

/** Fisher–Yates shuffle (copy) driven by `rand`. */
export function shuffled<T>(list: readonly T[], rand: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** Plain code-unit order (locale-independent, so every process sorts alike). */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
