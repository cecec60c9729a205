import type { Faq } from '../content/faq';

/** A question's pinyin keys: the whole syllables run together and the initials (xiaohai, xh). */
export interface PinyinKeys {
  full: string;
  initials: string;
}

/** Pinyin keys of every question, by id; made once pinyin-pro has loaded. */
export type PinyinIndex = ReadonlyMap<string, PinyinKeys>;

const LATIN = /^[a-z\s]+$/;

/**
 * Builds the pinyin index of the questions. pinyin-pro (~300 KB with its dictionary) is loaded
 * here, on the first search input, never in the page's first load.
 */
export async function loadPinyinIndex(faqs: readonly Faq[]): Promise<PinyinIndex> {
  const { pinyin } = await import('pinyin-pro');
  const keys = (text: string): PinyinKeys => ({
    full: pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed' }).join(''),
    initials: pinyin(text, {
      pattern: 'first',
      toneType: 'none',
      type: 'array',
      nonZh: 'removed',
    }).join(''),
  });
  return new Map(faqs.map((f) => [f.id, keys(`${f.q}${f.product ?? ''}${f.stage}`)]));
}

/**
 * The questions matching `query`: Chinese (or digits) as a substring of the question or the
 * answer; Latin letters also as pinyin of the question (`tuipiao`, `tp` → 退票) once the index
 * has loaded. An empty query matches all.
 */
export function searchFaqs(faqs: readonly Faq[], query: string, index: PinyinIndex | null): Faq[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...faqs];
  const compact = q.replace(/\s+/g, '');
  return faqs.filter((f) => {
    if (`${f.q}${f.a}`.toLowerCase().includes(q)) return true;
    if (!LATIN.test(q) || !index) return false;
    const keys = index.get(f.id);
    return !!keys && (keys.full.includes(compact) || keys.initials.includes(compact));
  });
}
