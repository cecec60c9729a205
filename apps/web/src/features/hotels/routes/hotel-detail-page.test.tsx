import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addDays, ApiPath, type HotelReview } from '@lvxing/shared';
import { todayIso } from '@/lib/dayjs';
import { mockApi, stubLayout } from '@/test/harness';
import { detail } from '../components/detail/test-fixtures';
import HotelDetailPage from './hotel-detail-page';

const mock = mockApi();
stubLayout();

const checkIn = addDays(todayIso(), 7);
const url = `/hotel/detail?hotelId=HSHA-0001&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&rooms=1&adults=2`;

function review(i: number, verified = false): HotelReview {
  return {
    id: `r${i}`,
    author: `张**${i}`,
    score: 4.5,
    subScores: { location: 5, facility: 4, service: 5, hygiene: 4 },
    text: `第${i}条点评：干净安静`,
    roomTypeName: '高级大床房',
    stayMonth: '2026-10',
    createdAt: '2026-10-20T10:00:00.000Z',
    verified,
  };
}

function answerReviews() {
  mock.onPost(ApiPath.hotelReviewList).reply((config) => {
    const { page } = JSON.parse(config.data as string) as { page: number };
    const items = page === 1 ? [review(1, true), review(2)] : [review(6)];
    const data = {
      total: 6,
      page,
      pageSize: 5,
      items,
      score: 4.6,
      reviewCount: 6,
      subScores: detail.hotel.subScores,
    };
    return [200, { code: 200, message: '成功', data }];
  });
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/hotel/detail" element={<HotelDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('hotel page', () => {
  it('shows the hotel, its room types and its reviews page by page', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    mock.onPost(ApiPath.hotelDetail).reply((config) => {
      asked.push(JSON.parse(config.data as string));
      return [200, { code: 200, message: '成功', data: detail }];
    });
    answerReviews();
    renderPage();
    const hero = await screen.findByTestId('hotel-hero', {}, { timeout: 15_000 });
    expect(hero).toHaveTextContent('上海外滩示例酒店');
    expect(hero).toHaveTextContent('示例数据');
    expect(screen.getByRole('img', { name: '4钻' })).toBeInTheDocument();
    expect(screen.getByTestId('hotel-score')).toHaveTextContent('4.6');
    expect(hero).toHaveTextContent('位置4.8');
    expect(hero).toHaveTextContent('2021年装修');
    expect(asked[0]).toEqual({
      hotelId: 'HSHA-0001',
      checkIn,
      checkOut: addDays(checkIn, 2),
      rooms: 1,
      adults: 2,
      childAges: [],
    });
    expect(screen.getAllByTestId('rate-plan')).toHaveLength(3);
    expect(screen.getByTestId('hotel-policies')).toHaveTextContent('该酒店可接待外宾');
    const reviews = await screen.findAllByTestId('review', {}, { timeout: 15_000 });
    expect(reviews[0]).toHaveTextContent('已入住会员');
    expect(reviews[1]).not.toHaveTextContent('已入住会员');
    await user.click(screen.getByTestId('review-next'));
    expect(
      await screen.findByText('第6条点评：干净安静', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('review-page')).toHaveTextContent('2 / 2');
  });

  it('says 酒店不存在 with a way back for an unknown hotel', async () => {
    mock
      .onPost(ApiPath.hotelDetail)
      .reply(200, { code: 20002, message: '酒店或房型不存在', data: null });
    renderPage();
    expect(await screen.findByText('酒店不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回酒店列表' })).toHaveAttribute(
      'href',
      expect.stringContaining('/hotel?'),
    );
  });
});
