import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffHotelCorrectionPath } from '@lvxing/shared';
import { staffHttp } from '../api';
import StayChecksPage from './stay-checks';

const mock = new MockAdapter(staffHttp);
const ok = (data: unknown): [number, object] => [200, { code: 200, message: '成功', data }];
const orderNo = 'H2611200800001234';
const item = {
  orderNo,
  hotelName: '上海外滩华尔道夫酒店',
  roomTypeName: '豪华大床房',
  checkIn: '2026-11-24',
  checkOut: '2026-11-25',
  rooms: 1,
  guestNames: ['林小雨'],
  contactName: '林小雨',
  contactMobileMasked: '138****8000',
  state: 'NO_SHOW',
  stateLabel: '未入住',
  paidFen: 58800,
  changedAt: '2026-11-25T04:00:00.000Z',
};

beforeEach(() => {
  // jsdom has no ResizeObserver; antd's table, drawer and select measure with it
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  mock.reset();
  mock
    .onPost(StaffHotelCorrectionPath.queue)
    .reply(() => ok({ items: [item], total: 1, page: 1, pageSize: 20 }));
  mock
    .onPost(StaffHotelCorrectionPath.markStayed)
    .reply(() => ok({ orderNo, state: 'CHECKED_IN', stateLabel: '已入住' }));
});
afterEach(() => mock.reset());

describe('入住更正', () => {
  it('asks a reason before 更正为已入住, then sends it with the order', async () => {
    render(
      <App>
        <StayChecksPage />
      </App>,
    );
    const row = (await screen.findByText(orderNo)).closest('tr')!;
    expect(row).toHaveTextContent('¥588.00');
    fireEvent.click(within(row).getByText('更正为已入住'));
    const dialog = (await screen.findByText(`更正为已入住 · 订单 ${orderNo}`)).closest<HTMLElement>(
      '.ant-modal',
    )!;
    const submit = within(dialog).getByText('更正为已入住');

    fireEvent.click(submit);
    expect(await within(dialog).findByText('请填写更正原因')).toBeInTheDocument();
    expect(mock.history.post.some((c) => c.url === StaffHotelCorrectionPath.markStayed)).toBe(
      false,
    );

    fireEvent.change(within(dialog).getByLabelText('更正原因'), {
      target: { value: '酒店前台回电确认客人已入住' },
    });
    fireEvent.click(submit);
    expect(await screen.findByText(`订单 ${orderNo} 已更正为已入住`)).toBeInTheDocument();
    const sent = mock.history.post.find((c) => c.url === StaffHotelCorrectionPath.markStayed)!;
    expect(JSON.parse(sent.data as string)).toEqual({
      orderNo,
      correctionReason: '酒店前台回电确认客人已入住',
    });
  });
});
