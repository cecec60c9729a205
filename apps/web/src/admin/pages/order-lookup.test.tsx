import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import MockAdapter from 'axios-mock-adapter';
import { beforeEach, describe, expect, it } from 'vitest';
import { StaffCarPath, StaffOrderPath, type OrderDetail, type StaffRole } from '@lvxing/shared';
import { staffHttp } from '../api';
import { useStaffSession } from '../session';
import OrderLookupPage from './order-lookup';

const mock = new MockAdapter(staffHttp);
const ok = (data: unknown): [number, object] => [200, { code: 200, message: '成功', data }];
const orderNo = '261127101500123456';

/** A CAR order in `state` as the look-up answers it (only the fields the page reads). */
const carOrder = (state: string, stateLabel: string) =>
  ({
    orderNo,
    kind: 'CAR',
    state,
    stateLabel,
    title: 'SUV 丰田RAV4（上海虹桥站店取车）',
    travelDate: '2026-11-25',
    totalFen: 120_000,
    createdAt: '2026-11-20T02:00:00.000Z',
    contact: { name: '李驾驶', mobileMasked: '139****1111' },
    passengerNames: ['李驾驶'],
    payment: null,
    refunds: [],
    timeline: [{ at: '2026-11-27T02:00:00.000Z', state, text: '已还车，等待门店结算' }],
    product: { kind: 'CAR' },
  }) as unknown as OrderDetail;

let answer: OrderDetail;

beforeEach(() => {
  mock.reset();
  mock.onPost(StaffOrderPath.lookup).reply(() => ok({ items: [answer] }));
});

async function lookUp(role: StaffRole) {
  useStaffSession.setState({
    token: 'staff-t',
    staff: { id: 's1', loginName: 'ops', displayName: '运营', role },
  });
  render(
    <App>
      <OrderLookupPage />
    </App>,
  );
  fireEvent.change(screen.getByLabelText('订单号'), { target: { value: orderNo } });
  fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(mock.history.post.length).toBeGreaterThan(0));
  // the card's title holds the number beside 订单 and its state tag
  await screen.findByText(orderNo, { exact: false, selector: 'span,div' });
}

describe('订单查询: 还车结算', () => {
  it('offers 运营 the settlement of a rental 已还车（待结算）, then shows the order again', async () => {
    answer = carOrder('RETURNED', '已还车（待结算）');
    mock.onPost(StaffCarPath.settle).reply(() => {
      answer = carOrder('COMPLETED', '已完成');
      return ok({
        orderNo,
        state: 'COMPLETED',
        stateLabel: '已完成',
        settlement: { lines: [], totalFen: 0, deductedFen: 0, owedFen: 0, at: '', staffId: 's1' },
      });
    });
    await lookUp('OPERATIONS');
    expect(screen.getByText('还车结算')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确认结算' }));
    await waitFor(() => expect(screen.queryByText('还车结算')).not.toBeInTheDocument());
    expect(screen.getByText('已完成')).toBeInTheDocument();
  });

  it('does not offer it to 客服', async () => {
    answer = carOrder('RETURNED', '已还车（待结算）');
    await lookUp('SERVICE');
    expect(screen.queryByText('还车结算')).not.toBeInTheDocument();
  });

  it('does not offer it on a rental not yet returned', async () => {
    answer = carOrder('PICKED_UP', '用车中');
    await lookUp('ADMIN');
    expect(screen.queryByText('还车结算')).not.toBeInTheDocument();
  });
});
