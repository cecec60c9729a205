import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addDays, ApiPath } from '@lvxing/shared';
import { todayIso } from '@/lib/dayjs';
import { mockApi, signIn, stubLayout } from '@/test/harness';
import { useUserStore } from '@/stores/user-store';
import { detail } from '../components/detail/test-fixtures';
import HotelBookPage from './hotel-book-page';

const mock = mockApi();
stubLayout();
beforeEach(() => useUserStore.getState().clearUserInfo());

const checkIn = addDays(todayIso(), 7);
const stay = `checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&rooms=1&adults=1`;

function renderPage(query: string) {
  mock.onPost(ApiPath.hotelDetail).reply(200, { code: 200, message: '成功', data: detail });
  render(
    <MemoryRouter initialEntries={[`/hotel/book?${query}`]}>
      <Routes>
        <Route path="/hotel/book" element={<HotelBookPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('hotel booking page', () => {
  it('asks a visitor to log in first', () => {
    renderPage(`ratePlanId=HSHA-0001-R1-P1&${stay}`);
    expect(screen.getByText('登录后继续预订')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即登录' })).toBeInTheDocument();
  });

  it('finds the plan of the address in the hotel (its id taken from the plan id)', async () => {
    signIn();
    renderPage(`ratePlanId=HSHA-0001-R1-P2&${stay}`);
    expect(await screen.findByTestId('stay-summary')).toHaveTextContent('含双早 到店付');
    expect(screen.getAllByTestId('guest-name')).toHaveLength(1);
  });

  it('says a sold-out plan cannot be booked, with a way back to the hotel', async () => {
    signIn();
    renderPage(`hotelId=HSHA-0001&ratePlanId=HSHA-0001-R2-P1&${stay}`);
    expect(await screen.findByText('该房型已满房')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '选择其他房型' })).toHaveAttribute(
      'href',
      expect.stringContaining('/hotel/detail?hotelId=HSHA-0001&'),
    );
  });
});
