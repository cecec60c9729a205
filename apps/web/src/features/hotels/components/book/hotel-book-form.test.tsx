import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiPath, type HotelOrderCreateBody } from '@lvxing/shared';
import { mockApi, signIn, stubLayout, Where } from '@/test/harness';
import { detail } from '../detail/test-fixtures';
import { HotelBookForm } from './hotel-book-form';

const mock = mockApi();
stubLayout();
beforeEach(signIn);

const [king] = detail.roomTypes;
const [prepay, atHotel] = king!.plans;
const twoRooms = {
  checkIn: '2026-12-03',
  checkOut: '2026-12-05',
  rooms: 2,
  adults: 2,
  childAges: [],
};

function renderForm(plan = prepay!, stay = twoRooms) {
  render(
    <MemoryRouter initialEntries={['/hotel/book']}>
      <Routes>
        <Route
          path="/hotel/book"
          element={<HotelBookForm detail={detail} room={king!} plan={plan} stay={stay} />}
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Answers the order calls in turn (an envelope each), keeping the bodies sent. */
function answerOrders(...answers: { code: number; message?: string; data: unknown }[]) {
  const sent: HotelOrderCreateBody[] = [];
  mock.onPost(ApiPath.hotelOrderCreate).reply((config) => {
    sent.push(JSON.parse(config.data as string) as HotelOrderCreateBody);
    const a = answers[Math.min(sent.length, answers.length) - 1]!;
    return [200, { message: '成功', ...a }];
  });
  return sent;
}

async function fillGuests(user: ReturnType<typeof userEvent.setup>, ...names: string[]) {
  const inputs = screen.getAllByTestId('guest-name');
  for (const [i, n] of names.entries()) await user.type(inputs[i]!, n);
  await user.type(screen.getByTestId('contact-name'), '张三');
}

describe('hotel booking form', () => {
  it('asks a guest per room and a valid mobile before sending anything', async () => {
    const user = userEvent.setup();
    const sent = answerOrders({ code: 200, data: {} });
    renderForm();
    expect(screen.getAllByTestId('guest-name')).toHaveLength(2);
    await user.type(screen.getAllByTestId('guest-name')[0]!, '张三');
    await user.clear(screen.getByTestId('contact-mobile'));
    await user.type(screen.getByTestId('contact-mobile'), '1234');
    await user.click(screen.getByTestId('submit-order'));
    expect(await screen.findByText('请输入入住人姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的联系人手机号')).toBeInTheDocument();
    await user.type(screen.getAllByTestId('guest-name')[1]!, 'zhang 3');
    expect(screen.getByText('入住人姓名应为中文或英文字母')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the stay, guests, arrival and expected total, then goes to the payment', async () => {
    const user = userEvent.setup();
    const sent = answerOrders({
      code: 200,
      data: {
        orderNo: '261203090000000001',
        state: 'PENDING_PAYMENT',
        payNowFen: 98600,
        payDeadline: null,
      },
    });
    renderForm();
    expect(screen.getByTestId('stay-summary')).toHaveTextContent('高级大床房');
    expect(screen.getByTestId('stay-line')).toHaveTextContent('2晚');
    expect(screen.getByTestId('night-lines')).toHaveTextContent('¥458 × 2');
    expect(screen.getByTestId('price-total')).toHaveTextContent('¥986');
    await fillGuests(user, '张三', 'LI/SI');
    await user.selectOptions(screen.getByTestId('latest-arrival'), '22:00');
    await user.click(screen.getByRole('checkbox', { name: '安静房间' }));
    await user.click(screen.getByTestId('submit-order'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      ratePlanId: 'HSHA-0001-R1-P1',
      ...twoRooms,
      guests: [{ name: '张三' }, { name: 'LI/SI' }],
      contact: { name: '张三', mobile: '13800138000' },
      latestArrival: '22:00',
      specialRequests: ['QUIET_ROOM'],
      remark: '',
      expectedTotalFen: 98600,
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/ticket/pay?orderNo=261203090000000001',
    );
  });

  it('a pay-at-hotel booking with nothing to pay now goes to the order', async () => {
    const user = userEvent.setup();
    const one = { ...twoRooms, rooms: 1, adults: 1 };
    const sent = answerOrders({
      code: 200,
      data: { orderNo: '261203090000000002', state: 'CONFIRMING', payNowFen: 0, payDeadline: null },
    });
    renderForm(atHotel!, one);
    expect(screen.getByTestId('guarantee-note')).not.toHaveClass('is-on');
    await fillGuests(user, '王五');
    await user.click(screen.getByTestId('submit-order'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ latestArrival: '18:00', guests: [{ name: '王五' }] });
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/orderDetail?orderNo=261203090000000002',
    );
  });

  it('says a late pay-at-hotel arrival pays the first night now', async () => {
    const user = userEvent.setup();
    renderForm(atHotel!);
    await user.selectOptions(screen.getByTestId('latest-arrival'), '次日02:00');
    const note = screen.getByTestId('guarantee-note');
    expect(note).toHaveClass('is-on');
    // the first night of both rooms
    expect(note).toHaveTextContent('首晚房费 ¥916');
    expect(screen.getByTestId('pay-split')).toHaveTextContent('担保金 ¥916');
  });

  it('shows a new price (20004) and books at it once the member agrees', async () => {
    const user = userEvent.setup();
    const sent = answerOrders(
      { code: 20004, message: '房价已变化，请确认新的价格后重新提交', data: { totalFen: 102000 } },
      {
        code: 200,
        data: {
          orderNo: '261203090000000003',
          state: 'PENDING_PAYMENT',
          payNowFen: 102000,
          payDeadline: null,
        },
      },
    );
    renderForm();
    await fillGuests(user, '张三', '李四');
    await user.click(screen.getByTestId('submit-order'));
    expect(await screen.findByTestId('new-price')).toHaveTextContent('由 ¥986 变为 ¥1020');
    await user.click(screen.getByTestId('confirm-ok'));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      expectedTotalFen: 102000,
      guests: [{ name: '张三' }, { name: '李四' }],
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/ticket/pay?orderNo=261203090000000003',
    );
  });

  it('says 满房 when the rooms are gone (20003)', async () => {
    const user = userEvent.setup();
    answerOrders({ code: 20003, message: '所选房型已订完，请选择其他房型或日期', data: null });
    renderForm();
    await fillGuests(user, '张三', '李四');
    await user.click(screen.getByTestId('submit-order'));
    expect(await screen.findByTestId('sold-out')).toHaveTextContent('该房型已满房');
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
