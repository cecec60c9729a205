import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  TourPath,
  type TourBookBody,
  type TourDepartureView,
  type TourDetail,
} from '@lvxing/shared';
import { mockApi, signIn, stubLayout, Where } from '@/test/harness';
import { ZHANG_ID } from '@/test/saved-passengers';
import { TourBookForm } from './tour-book-form';

const mock = mockApi();
stubLayout();
beforeEach(signIn);

const product = {
  code: 'TDG0001',
  title: '云南昆明大理丽江6日跟团游',
  type: 'GROUP',
  scope: 'DOMESTIC',
  region: '云南',
  departureCity: '昆明',
  days: 6,
  nights: 5,
  pureFun: false,
  minGroupSize: 10,
  notFormedNoticeDays: 7,
  meetingPoint: { name: '昆明长水国际机场T1出发层', time: '08:30' },
  confirmText: '即时确认：支付成功后即确认出游名额',
  shopping: [{ name: '玉石馆', place: '昆明', goods: '翡翠', minutes: 90 }],
  extras: [],
  refundLadder: [{ fromDays: 6, toDays: 4, feePercent: 20 }],
  supplier: { name: '示例国旅', licenceNo: 'L-YN-00001', sample: true },
  includes: ['往返大交通'],
  excludes: ['单房差'],
} as unknown as TourDetail;
const departure = {
  date: '2026-12-20',
  signupCloses: '2026-12-13',
  adultFen: 328_000,
  childWithBedFen: 268_000,
  childNoBedFen: 198_000,
  singleSupplementFen: 90_000,
  stock: 30,
  left: 20,
  booked: 6,
  groupMin: 10,
  formed: false,
  onSale: true,
  peak: null,
} satisfies TourDepartureView;
const asked = {
  productCode: 'TDG0001',
  date: '2026-12-20',
  party: { adults: 1, children: [], singleRooms: 0 },
};

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/travel/book']}>
      <Routes>
        <Route
          path="/travel/book"
          element={<TourBookForm product={product} departure={departure} asked={asked} />}
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Answers the booking calls in turn, keeping the bodies sent. */
function answerBookings(...answers: { code: number; message?: string; data: unknown }[]) {
  const sent: TourBookBody[] = [];
  mock.onPost(TourPath.orderCreate).reply((config) => {
    sent.push(JSON.parse(config.data as string) as TourBookBody);
    const a = answers[Math.min(sent.length, answers.length) - 1]!;
    return [200, { message: '成功', ...a }];
  });
  return sent;
}

describe('tour booking form', () => {
  it('prices the party as it changes and sends nothing without the insurance choice and the contract', async () => {
    const user = userEvent.setup();
    const sent = answerBookings({ code: 200, data: {} });
    renderForm();
    expect(screen.getByTestId('price-total')).toHaveTextContent('¥3280');
    await user.click(screen.getByRole('button', { name: '增加单房差份数' }));
    await user.click(screen.getByTestId('party-add-child'));
    expect(screen.getAllByTestId('passenger-card')).toHaveLength(2);
    expect(screen.getByTestId('price-total')).toHaveTextContent('¥6160');
    await user.click(screen.getByTestId('submit-order'));
    expect(screen.getByText('请选择是否购买旅游意外险')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意旅游合同')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the party, travellers, insurance and total; a new total (25004) is confirmed, then the payment', async () => {
    const user = userEvent.setup();
    const sent = answerBookings(
      { code: 25004, message: '价格已变化，请确认新价格后重新提交', data: { totalFen: 335_000 } },
      { code: 200, data: { orderNo: '261127090000000001', totalFen: 335_000, payDeadline: '' } },
    );
    renderForm();
    await user.click(screen.getByTestId('passenger-name'));
    await user.paste('张三');
    await user.click(screen.getByTestId('passenger-idno'));
    await user.paste(ZHANG_ID);
    await user.click(screen.getByTestId('contact-name'));
    await user.paste('张三');
    await user.click(within(screen.getByTestId('insurance-choice')).getByText(/^购买/));
    await user.click(screen.getByTestId('open-contract'));
    expect(await screen.findByTestId('contract-terms')).toHaveTextContent('最低成团人数：10人');
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    await user.click(screen.getByTestId('accept-contract'));
    await user.click(screen.getByTestId('submit-order'));
    expect(await screen.findByTestId('new-price')).toHaveTextContent('¥3350');
    expect(sent[0]).toMatchObject({
      productCode: 'TDG0001',
      date: '2026-12-20',
      adults: 1,
      children: [],
      singleRooms: 0,
      travellers: [{ name: '张三', idType: '1', idNo: ZHANG_ID }],
      insurance: true,
      acceptContract: true,
      expectedTotalFen: 331_000,
    });
    await user.click(screen.getByRole('button', { name: '按新价格预订' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/ticket/pay?orderNo=261127090000000001',
    );
    expect(sent[1]?.expectedTotalFen).toBe(335_000);
  });
});
