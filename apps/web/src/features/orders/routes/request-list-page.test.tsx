import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter } from 'react-router';
import { CooperationPath, GroupPath, ServicePath, type CooperationMineItem } from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { setUiBridge } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { REQUEST_SECTIONS } from '../requests/request-sections';
import RequestListPage from './request-list-page';

const mock = new MockAdapter(apiClient);

function item(over: Partial<CooperationMineItem>): CooperationMineItem {
  return {
    requestNo: 'C261127101500123456',
    kind: 'COMPANY',
    kindLabel: '企业商旅申请',
    orgName: '杭州云帆科技有限公司',
    serviceLabels: ['机票', '酒店'],
    state: 'SUBMITTED',
    stateLabel: '已提交',
    submittedAt: '2026-11-27T02:15:00Z',
    updatedAt: '2026-11-27T02:15:00Z',
    perPersonRange: null,
    quote: null,
    ...over,
  };
}

const page = () =>
  render(
    <MemoryRouter initialEntries={['/requestList']}>
      <RequestListPage />
    </MemoryRouter>,
  );

const emptyPage = { total: 0, page: 1, pageSize: 10, items: [] };

beforeEach(() => {
  mock.reset();
  mock.onPost(ServicePath.list).reply(200, { code: 200, message: '成功', data: emptyPage });
  mock.onPost(GroupPath.list).reply(200, { code: 200, message: '成功', data: { items: [] } });
  setUiBridge({ toast: vi.fn() });
  useUserStore.setState({
    userInfo: { token: 't', refreshToken: 'r', mobile: '13800138000' },
    loginAt: Date.now(),
  });
});

describe('我的申请', () => {
  it('lists the member’s requests with kind, state and dates, and pages them', async () => {
    const bodies: unknown[] = [];
    mock.onPost(CooperationPath.mine).reply((config) => {
      const body = JSON.parse(config.data as string) as { page: number };
      bodies.push(body);
      const items =
        body.page === 1
          ? [
              item({}),
              item({
                requestNo: 'C261120090000111111',
                kind: 'OFFICIAL',
                kindLabel: '公务出行合作',
                orgName: '杭州市西湖区财政局',
                serviceLabels: ['政府采购机票', '协议酒店'],
                state: 'NEGOTIATING',
                stateLabel: '洽谈中',
                submittedAt: '2026-11-20T01:00:00Z',
                updatedAt: '2026-11-21T03:30:00Z',
              }),
            ]
          : [item({ requestNo: 'C261101090000222222', state: 'SIGNED', stateLabel: '已签约' })];
      return [
        200,
        { code: 200, message: '成功', data: { total: 11, page: body.page, pageSize: 10, items } },
      ];
    });
    page();
    const cards = await screen.findAllByTestId('request-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('企业商旅申请');
    expect(cards[0]).toHaveTextContent('杭州云帆科技有限公司');
    expect(cards[0]).toHaveTextContent('机票、酒店');
    expect(within(cards[0]!).getByText('已提交')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('提交于 2026-11-27 10:15');
    expect(cards[1]).toHaveTextContent('洽谈中');
    expect(cards[1]).toHaveTextContent('更新于 2026-11-21 11:30');
    expect(screen.getByRole('link', { name: '我的申请' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/orderList');

    await userEvent.setup().click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('已签约')).toBeInTheDocument();
    expect(bodies).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
    ]);
  });

  it('shows where to apply when there is nothing yet', async () => {
    mock.onPost(CooperationPath.mine).reply(200, {
      code: 200,
      message: '成功',
      data: { total: 0, page: 1, pageSize: 10, items: [] },
    });
    page();
    expect(await screen.findByText('暂无定制游或合作申请')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申请企业商旅' })).toHaveAttribute('href', '/company');
  });

  it('asks a visitor to log in and asks the server nothing', async () => {
    useUserStore.setState({ userInfo: { token: '', refreshToken: '', mobile: '' }, loginAt: 0 });
    page();
    expect(await screen.findByText('登录后查看您的申请')).toBeInTheDocument();
    expect(mock.history.post).toEqual([]);
  });

  it('has one section per registered kind of request', () => {
    expect(REQUEST_SECTIONS.map((s) => s.id)).toEqual(['groups', 'cooperation', 'tickets']);
  });

  it('lists the member’s service tickets, each opening its replies in 客服中心', async () => {
    mock.onPost(CooperationPath.mine).reply(200, { code: 200, message: '成功', data: emptyPage });
    const ticket = {
      ticketNo: 'T261127101500123456',
      category: 'HOTEL',
      categoryLabel: '酒店',
      orderNo: '2611271015001234',
      state: 'AWAITING_MEMBER',
      stateLabel: '待您回复',
      summary: '入住日期想提前一天',
      submittedAt: '2026-11-27T02:15:00Z',
      updatedAt: '2026-11-27T03:00:00Z',
      firstReplyAt: '2026-11-27T03:00:00Z',
      replyDueAt: '2026-11-28T02:15:00Z',
    };
    mock.onPost(ServicePath.list).reply(200, {
      code: 200,
      message: '成功',
      data: { ...emptyPage, total: 1, items: [ticket] },
    });
    page();
    const [card] = await screen.findAllByTestId('ticket-card');
    expect(card).toHaveTextContent('酒店');
    expect(card).toHaveTextContent('待您回复');
    expect(card).toHaveTextContent('关联订单 2611271015001234');
    expect(within(card!).getByRole('link', { name: /T261127101500123456/ })).toHaveAttribute(
      'href',
      '/service?tab=mine&ticket=T261127101500123456',
    );
    expect(screen.getByText('暂无定制游或合作申请')).toBeInTheDocument();
  });

  it('lists the member’s group travel requests with the quote, else the 参考价', async () => {
    mock.onPost(CooperationPath.mine).reply(200, { code: 200, message: '成功', data: emptyPage });
    const group = {
      requestNo: 'G261127101500123456',
      state: 'SUBMITTED',
      stateLabel: '已提交',
      tripType: 'OW',
      route: '北京 → 三亚',
      firstDate: '2026-12-20',
      adults: 20,
      children: 2,
      purpose: 'TEAM_BUILDING',
      indicativeFen: 3_080_000,
      submittedAt: '2026-11-27T02:15:00Z',
      current: null,
    };
    mock
      .onPost(GroupPath.list)
      .reply(200, { code: 200, message: '成功', data: { items: [group] } });
    page();
    const [card] = await screen.findAllByTestId('group-card');
    expect(card).toHaveTextContent('北京 → 三亚');
    expect(card).toHaveTextContent('20成人 2儿童');
    expect(card).toHaveTextContent('参考价 ¥30800');
    expect(within(card!).getByRole('link', { name: /G261127101500123456/ })).toHaveAttribute(
      'href',
      '/teamRequests?no=G261127101500123456',
    );
  });
});
