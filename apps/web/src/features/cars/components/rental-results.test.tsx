import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { CarRentalSearchResult, CarSearchOffer, CarStore } from '@lvxing/shared';
import { bookedTotalFen } from '../lib/rental-price';
import { findOffer } from '../lib/search-offers';
import { RentalResults } from './rental-results';

const store = (id: string, name: string): CarStore => ({
  id,
  name,
  kind: 'AIRPORT',
  cityCode: '310100',
  cityName: '上海',
  address: `上海市${name}`,
  lat: 31.2,
  lng: 121.3,
  inStation: true,
  hours: '00:00-24:00',
});

const offer = (storeId: string, totalFen: number): CarSearchOffer => ({
  offerId: `${storeId}-CC-SUV`,
  classCode: 'SUV',
  supplierCode: 'CC',
  supplierName: '畅程出行',
  model: {
    name: '丰田RAV4荣放',
    seats: 5,
    doors: 5,
    gearbox: 'AUTO',
    energy: 'PETROL',
    displacement: '2.0L',
    rangeKm: null,
  },
  storeId,
  carsLeft: 3,
  freeCancel: true,
  depositFree: false,
  score: 4.6,
  totalFen,
  dailyAvgFen: Math.round(totalFen / 3),
  dailyRentFen: 20_000,
  lines: [
    { code: 'RENT', label: '车辆租金', detail: '3天 × ¥200.00', amountFen: 60_000 },
    { code: 'INSURANCE', label: '基础保障服务费', detail: '3天 × ¥50.00', amountFen: 15_000 },
    { code: 'HANDLING', label: '车行手续费', detail: '每单', amountFen: totalFen - 75_000 },
  ],
  deposits: { vehicleFen: 500_000, violationFen: 200_000, violationReleaseDays: 30 },
});

const result: CarRentalSearchResult = {
  pickupStores: [store('CS310100-01', '上海虹桥国际机场店'), store('CS310100-03', '上海虹桥站店')],
  dropoffStore: null,
  oneWay: false,
  rentDays: 3,
  billedDays: 3,
  childSeatPerDayFen: 3_000,
  insurance: [
    { tier: 'BASIC', label: '基础保障', perDayFen: 5_000, deductibleFen: 150_000 },
    { tier: 'PLUS', label: '优享保障', perDayFen: 9_000, deductibleFen: 30_000 },
    { tier: 'PREMIUM', label: '尊享保障', perDayFen: 13_000, deductibleFen: 0 },
  ],
  suppliers: [{ code: 'CC', name: '畅程出行' }],
  groups: [
    {
      classCode: 'SUV',
      label: 'SUV',
      fromTotalFen: 78_500,
      offers: [offer('CS310100-03', 78_500), offer('CS310100-01', 81_000)],
    },
  ],
  total: 2,
};

const body = {
  pickupCityCode: '310100',
  pickupAt: '2026-12-10 10:00',
  returnAt: '2026-12-13 10:00',
};

describe('rental search results', () => {
  it('shows each offer with its own store from the answer, the all-in total and a booking link at that store', async () => {
    render(
      <MemoryRouter>
        <RentalResults result={result} body={body} />
      </MemoryRouter>,
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('上海虹桥站店');
    expect(cards[1]).toHaveTextContent('上海虹桥国际机场店');
    expect(within(cards[0]!).getByTestId('car-total')).toHaveTextContent('¥785');
    const link = within(cards[1]!).getByTestId('car-book');
    const params = new URL(link.getAttribute('href')!, 'http://x').searchParams;
    expect(params.get('offerId')).toBe('CS310100-01-CC-SUV');
    expect(params.get('pickupStoreId')).toBe('CS310100-01');
    // the breakdown lists the answer's cover tiers with the offer's lines
    await userEvent.setup().click(within(cards[0]!).getByRole('button', { name: '费用明细' }));
    expect(cards[0]).toHaveTextContent('尊享保障 ¥130/天（车损自付¥0）');
    expect(cards[0]).toHaveTextContent('车辆押金¥5000；违章押金¥2000');
  });

  it('finds the booked offer whole, and none for an id the answer no longer has', () => {
    const found = findOffer(result, 'CS310100-01-CC-SUV');
    expect(found?.store.name).toBe('上海虹桥国际机场店');
    // 尊享 over 基础: (130 − 50) × 3 days, and one child seat ¥30 × 3 days
    expect(bookedTotalFen(found!, { insuranceTier: 'PREMIUM', childSeats: 1 }, result)).toBe(
      81_000 + 24_000 + 9_000,
    );
    expect(findOffer(result, 'CS310100-09-CC-SUV')).toBeNull();
  });
});
