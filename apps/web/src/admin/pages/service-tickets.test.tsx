import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffServicePath } from '@lvxing/shared';
import { staffHttp } from '../api';
import ServiceTicketsPage from './service-tickets';

const mock = new MockAdapter(staffHttp);
const ok = (data: unknown): [number, object] => [200, { code: 200, message: '成功', data }];

const ticketNo = 'S261127080000123456';
const base = {
  ticketNo,
  category: 'TRAIN',
  categoryLabel: '火车票',
  orderNo: 'T2611270800001234',
  summary: '出发日期填错了，想咨询能否改签',
  submittedAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  firstReplyAt: null,
  replyDueAt: '2026-11-28T00:00:00.000Z',
  contactName: '张三',
  contactMobileMasked: '139****1111',
  fromMember: true,
  overdue: false,
};
const submitted = { state: 'SUBMITTED', stateLabel: '已提交' };
const detail = {
  ...base,
  ...submitted,
  description: '出发日期填错了，想咨询能否改签',
  rating: null,
  ratingComment: '',
  messages: [
    {
      author: 'MEMBER',
      authorName: '',
      content: '出发日期填错了，想咨询能否改签',
      attachments: [{ id: 'f1', name: '订单截图.png', size: 2048, mime: 'image/png' }],
      at: '2026-11-27T00:00:00.000Z',
    },
  ],
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
  mock.onPost(StaffServicePath.queue).reply(() =>
    ok({
      items: [{ ...base, ...submitted }],
      total: 1,
      page: 1,
      pageSize: 20,
      overdue: 0,
      byState: { SUBMITTED: 1 },
    }),
  );
  mock.onPost(StaffServicePath.detail).reply(() => ok(detail));
});
afterEach(() => mock.reset());

describe('客服工单', () => {
  it('lists a ticket with its counts and clock, and sends a reply with its text and next state, then reloads', async () => {
    render(
      <App>
        <ServiceTicketsPage />
      </App>,
    );
    const row = (await screen.findByText(ticketNo)).closest('tr')!;
    expect(row).toHaveTextContent('已等待');
    expect(screen.getByText('已提交 (1)')).toBeInTheDocument();

    mock
      .onPost(StaffServicePath.reply)
      .reply(() => ok({ ticketNo, state: 'AWAITING_MEMBER', stateLabel: '待您回复' }));
    fireEvent.click(within(row).getByText('查看处理'));
    const drawer = (await screen.findByText(`火车票工单 ${ticketNo}`)).closest<HTMLElement>(
      '.ant-drawer',
    )!;
    expect(await within(drawer).findByText('订单截图.png（2 KB）')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('回复内容'), {
      target: { value: '您好，可以改签到次日，请确认' },
    });
    fireEvent.mouseDown(within(drawer).getByLabelText('回复后状态'));
    fireEvent.click(await screen.findByTitle('待您回复'));
    const callsBefore = mock.history.post.length;
    fireEvent.click(within(drawer).getByText('发送回复'));

    await screen.findByText(`工单 ${ticketNo} 已回复，改为“待您回复”`);
    const reply = mock.history.post.find((c) => c.url === StaffServicePath.reply)!;
    expect(JSON.parse(reply.data as string)).toEqual({
      ticketNo,
      content: '您好，可以改签到次日，请确认',
      state: 'AWAITING_MEMBER',
      attachmentIds: [],
    });
    await waitFor(() => {
      const after = mock.history.post.slice(callsBefore).map((c) => c.url);
      expect(after).toEqual(
        expect.arrayContaining([StaffServicePath.detail, StaffServicePath.queue]),
      );
    });
  });
});
