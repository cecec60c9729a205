import { describe, expect, it } from 'vitest';
import type { LegalBlock } from './types';
import { TOUR_TERMS } from './tour-terms';

const text = (b: LegalBlock): string =>
  typeof b === 'string'
    ? b
    : 'list' in b
      ? b.list.join(' ')
      : 'table' in b
        ? [b.table.head, ...b.table.rows].flat().join(' ')
        : 'sub' in b
          ? b.sub
          : b.rich.map((r) => (typeof r === 'string' ? r : r.label)).join('');
const section = (id: string) =>
  TOUR_TERMS.sections
    .find((s) => s.id === id)!
    .blocks.map(text)
    .join(' ');

describe('旅游预订须知 (tour-terms)', () => {
  it('names the contract templates, the art. 63 notice, the ladders, insurance and shopping', () => {
    expect(section('contract')).toMatch(/GF—2014—2401.*GF—2014—2402/);
    expect(section('forming')).toMatch(
      /第六十三条.*国内旅游至少提前7日，出境旅游至少提前30日.*全额退还/,
    );
    expect(section('refund')).toMatch(/出发前6日至4日 20% 50%.*出发当日 60% 70%/);
    expect(section('insurance')).toContain('第六十一条');
    expect(section('shopping')).toMatch(/第三十五条.*三十日内/);
    expect(section('price')).toMatch(/年满2周岁、未满12周岁.*每单最多9位/);
  });
});
