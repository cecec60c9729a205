import { describe, expect, it } from 'vitest';
import { FAQS } from '../content/faq';
import { loadPinyinIndex, searchFaqs } from './faq-search';

describe('the help centre search', () => {
  it('matches Chinese in questions and answers', () => {
    const hits = searchFaqs(FAQS, '退票费', null);
    expect(hits.map((f) => f.id)).toContain('train-refund');
    expect(hits.every((f) => `${f.q}${f.a}`.includes('退票费'))).toBe(true);
  });

  it('matches pinyin and initials once the index has loaded', async () => {
    const index = await loadPinyinIndex(FAQS);
    expect(searchFaqs(FAQS, 'gaiqian', index).map((f) => f.id)).toContain('train-change');
    expect(searchFaqs(FAQS, 'fp', index).map((f) => f.id)).toContain('invoice-hotel');
    expect(searchFaqs(FAQS, 'tuipiao', null)).toEqual([]);
  });

  it('every product and stage has a question', async () => {
    const { FAQ_PRODUCTS, FAQ_STAGES } = await import('../content/faq');
    for (const p of FAQ_PRODUCTS)
      expect(
        FAQS.some((f) => f.product === p),
        p,
      ).toBe(true);
    for (const s of FAQ_STAGES)
      expect(
        FAQS.some((f) => f.stage === s),
        s,
      ).toBe(true);
  });
});
