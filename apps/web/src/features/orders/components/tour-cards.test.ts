import { describe, expect, it } from 'vitest';
import type { OrderTour } from '@lvxing/shared';
import { formingText, partyText } from './tour-cards';

const tour: OrderTour = {
  code: 'TDG0001',
  title: '云南昆明大理丽江6日跟团游',
  date: '2026-12-20',
  returnDate: '2026-12-25',
  adults: 2,
  children: 1,
  singleRooms: 1,
  insurance: true,
  contractNo: 'TC20261127000123',
  booked: 6,
  groupMin: 10,
  cancelFeeNowFen: 0,
};

describe('a tour on its order', () => {
  it('says the party, 单房差 and whether the insurance was bought', () => {
    expect(partyText(tour)).toBe('2成人 1儿童 · 单房差1份 · 含旅游意外险');
    expect(partyText({ ...tour, children: 0, singleRooms: 0, insurance: false })).toBe(
      '2成人 · 未购买旅游意外险',
    );
  });

  it('says how far the group is from forming, until it formed or did not', () => {
    expect(formingText('CONFIRMED', tour)).toBe('已报6人，满10人成团');
    expect(formingText('CONFIRMED', { ...tour, booked: 10 })).toBe('已成团');
    expect(formingText('FORMED', tour)).toBe('已成团');
    expect(formingText('NOT_FORMED', tour)).toBe('未成团（已全额退款）');
  });
});
