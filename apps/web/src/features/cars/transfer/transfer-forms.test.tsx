import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransferPath, type TransferQuoteResult, type TransferTrip } from '@lvxing/shared';
import { MemoryRouter } from 'react-router';
import { mockApi, signIn, Where } from '@/test/harness';
import { useUserStore } from '@/stores/user-store';
import { BookingForm } from './booking-form';
import { ClassCards } from './class-cards';
import { TripForm } from './trip-form';

const mock = mockApi();

const trip: TransferTrip = {
  type: 'FLIGHT_PICKUP',
  number: 'MU5101',
  carrier: '东方航空',
  date: '2026-12-02',
  from: { name: '北京首都国际机场', date: '2026-12-02', time: '08:00' },
  to: { name: '上海虹桥国际机场', date: '2026-12-02', time: '10:15' },
  hub: {
    code: 'SHA',
    name: '上海虹桥国际机场',
    terminal: null,
    cityCode: '310100',
    cityName: '上海',
  },
  scheduledAt: '2026-12-02T02:15:00.000Z',
  serviceAt: '2026-12-02T02:15:00.000Z',
  serviceTime: { date: '2026-12-02', time: '10:15' },
  serviceNote: '按航班计划落地时间接机，实际到达后免费等待60分钟',
};

describe('the transfer lookup form', () => {
  it('asks for a flight number before looking anything up', async () => {
    const onFound = vi.fn();
    render(<TripForm onFound={onFound} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '查询航班' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入航班号');
    expect(onFound).not.toHaveBeenCalledWith(expect.objectContaining({ trip }));
  });

  it('looks a train up by its number (upper-cased) with the stop typed', async () => {
    let sent: unknown;
    mock.onPost(TransferPath.lookup).reply((config) => {
      sent = JSON.parse(config.data as string);
      return [200, { code: 200, message: 'ok', data: { ...trip, type: 'TRAIN_PICKUP' } }];
    });
    const onFound = vi.fn();
    render(<TripForm onFound={onFound} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '接站' }));
    await user.type(screen.getByRole('textbox', { name: '车次' }), 'g7');
    await user.type(screen.getByRole('textbox', { name: '车站（可选）' }), '南京南');
    await user.click(screen.getByRole('button', { name: '查询车次' }));
    await vi.waitFor(() =>
      expect(onFound).toHaveBeenLastCalledWith(
        expect.objectContaining({ trip: expect.anything() }),
      ),
    );
    expect(sent).toMatchObject({
      transferType: 'TRAIN_PICKUP',
      tripNo: 'G7',
      tripStation: '南京南',
    });
  });
});

describe('the class cards', () => {
  it('show each class with its lines and all-in price, and pick one', async () => {
    const quote: TransferQuoteResult = {
      trip,
      place: {
        id: 'L310100-6',
        kind: 'LANDMARK',
        name: '外滩',
        address: '上海外滩',
        lat: 31.24,
        lng: 121.49,
      },
      distanceKm: 20.3,
      night: true,
      classes: [
        {
          classCode: 'ECONOMY5',
          label: '经济5座',
          seats: 4,
          luggage: 2,
          models: '大众朗逸',
          totalFen: 12_500,
          lines: [
            { label: '经济5座用车费（20.3公里）', unitFen: 9_500, count: 1 },
            { label: '夜间服务费', unitFen: 1_000, count: 1 },
            { label: '举牌接机', unitFen: 2_000, count: 1 },
          ],
        },
      ],
      freeWaitMinutes: 60,
      freeCancelHours: 2,
      lateCancelPercent: 30,
    };
    const onPick = vi.fn();
    render(<ClassCards quote={quote} value={null} onPick={onPick} />);
    const card = screen.getByTestId('transfer-class-ECONOMY5');
    expect(card).toHaveTextContent('夜间服务费');
    expect(within(card).getByText('¥125')).toBeInTheDocument();
    expect(screen.getByText(/免费等待60分钟/)).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: '选择' }));
    expect(onPick).toHaveBeenCalledWith('ECONOMY5');
  });
});

describe('the passenger form', () => {
  const body = {
    type: 'FLIGHT_PICKUP',
    number: 'MU5101',
    date: '2026-12-02',
    placeId: 'L310100-6',
    transferClass: 'ECONOMY5',
    expectedTotalFen: 12_500,
  } as unknown as Parameters<typeof BookingForm>[0]['body'];

  it("opens the login overlay for a visitor and keeps what was filled in; a member's books", async () => {
    useUserStore.getState().clearUserInfo();
    useUserStore.getState().setLoginMask(false);
    mock.onPost(TransferPath.book).reply(200, {
      code: 200,
      message: 'ok',
      data: { orderNo: '20261202000001', totalFen: 12_500, payDeadline: '2026-12-01T10:00:00Z' },
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/car']}>
        <BookingForm body={body} onPriceChange={() => {}} />
        <Where />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('乘车人姓名'), '王小明');
    await user.type(screen.getByLabelText('手机号'), '13900001111');
    const submit = screen.getByTestId('transfer-book');
    await user.click(submit);
    expect(useUserStore.getState().loginMask).toBe(true);
    expect(mock.history.post).toHaveLength(0);
    expect(screen.getByLabelText('乘车人姓名')).toHaveValue('王小明');

    act(() => signIn());
    await user.click(submit);
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/ticket/pay?orderNo=20261202000001',
    );
    expect(JSON.parse(mock.history.post[0]!.data as string).passenger).toEqual({
      name: '王小明',
      mobile: '13900001111',
    });
  });
});
