import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Where } from '@/test/harness';
import { RoomTypes } from './room-types';
import { detail } from './test-fixtures';

const stay = { checkIn: '2026-12-03', checkOut: '2026-12-05', rooms: 1, adults: 2, childAges: [] };

function renderGrid() {
  render(
    <MemoryRouter initialEntries={['/hotel/detail']}>
      <Routes>
        <Route
          path="/hotel/detail"
          element={
            <RoomTypes
              hotelId="HSHA-0001"
              stars={4}
              roomTypes={detail.roomTypes}
              nights={2}
              stay={stay}
            />
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('room types × rate plans', () => {
  it('shows each plan with its policy, payment, confirmation and prices', () => {
    renderGrid();
    const rooms = screen.getAllByTestId('room-type');
    expect(rooms).toHaveLength(2);
    expect(rooms[0]).toHaveTextContent('32㎡');
    expect(rooms[0]).toHaveTextContent('1张1.8米大床');
    expect(rooms[0]).toHaveTextContent('可住2人');
    const [prepay, atHotel] = within(rooms[0]!).getAllByTestId('rate-plan');
    expect(prepay).toHaveTextContent('标准价 · 无早餐');
    expect(prepay).toHaveTextContent('在线付');
    expect(prepay).toHaveTextContent('立即确认');
    expect(prepay).toHaveTextContent('¥493');
    expect(within(prepay!).getByTestId('plan-total')).toHaveTextContent('2晚1间 共¥986');
    const free = within(prepay!).getByTestId('cancel-text');
    expect(free).toHaveTextContent('2026年12月3日 18:00前免费取消');
    expect(free).toHaveClass('is-free');
    expect(prepay).not.toHaveTextContent('仅剩');
    expect(atHotel).toHaveTextContent('含双早 到店付');
    expect(atHotel).not.toHaveTextContent('双份早餐');
    expect(atHotel).toHaveTextContent('到店付');
    expect(atHotel).toHaveTextContent('30分钟内确认');
    expect(atHotel).toHaveTextContent('仅剩3间');
  });

  it('offers no booking of a sold-out plan, and its policy is not green', () => {
    renderGrid();
    const soldOut = within(screen.getAllByTestId('room-type')[1]!).getByTestId('rate-plan');
    expect(within(soldOut).getByRole('button', { name: '满房' })).toBeDisabled();
    expect(within(soldOut).queryByTestId('book-plan')).toBeNull();
    expect(within(soldOut).getByTestId('cancel-text')).not.toHaveClass('is-free');
  });

  it('预订 opens the booking page of the plan for the stay', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getAllByTestId('book-plan')[1]!);
    const where = new URL(screen.getByTestId('where').textContent!, 'http://x');
    expect(where.pathname).toBe('/hotel/book');
    expect(Object.fromEntries(where.searchParams)).toEqual({
      hotelId: 'HSHA-0001',
      ratePlanId: 'HSHA-0001-R1-P2',
      checkIn: '2026-12-03',
      checkOut: '2026-12-05',
      rooms: '1',
      adults: '2',
    });
  });
});
