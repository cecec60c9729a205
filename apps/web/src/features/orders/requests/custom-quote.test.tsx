import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter } from 'react-router';
import {
  CooperationPath,
  TourPath,
  type CooperationMineItem,
  type CustomQuoteView,
} from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { setUiBridge } from '@/lib/ui-bridge';
import { CooperationSection } from './cooperation-section';

const mock = new MockAdapter(apiClient);
const HOUR = 3_600_000;

function quote(over: Partial<CustomQuoteView> = {}): CustomQuoteView {
  return {
    version: 2,
    adultFen: 458_000,
    childFen: 229_000,
    adults: 2,
    children: 1,
    totalFen: 1_145_000,
    validUntil: new Date(Date.now() + 48 * HOUR).toISOString(),
    plan: '广州南乘高铁往返桂林，阳朔两晚高档酒店',
    quotedAt: '2026-11-27T03:00:00Z',
    acceptedAt: null,
    expired: false,
    ...over,
  };
}

function custom(over: Partial<CooperationMineItem> = {}): CooperationMineItem {
  return {
    requestNo: 'C261127101500123456',
    kind: 'TOUR_CUSTOM',
    kindLabel: '定制游需求',
    orgName: '桂林 4天 2成人1儿童',
    serviceLabels: ['导游'],
    state: 'NEGOTIATING',
    stateLabel: '洽谈中',
    submittedAt: '2026-11-27T02:15:00Z',
    updatedAt: '2026-11-27T03:00:00Z',
    perPersonRange: { lowFen: 300_000, highFen: 520_000 },
    quote: quote(),
    ...over,
  };
}

function answer(items: CooperationMineItem[]) {
  mock.onPost(CooperationPath.mine).reply(200, {
    code: 200,
    message: '成功',
    data: { total: items.length, page: 1, pageSize: 10, items },
  });
}

const section = () =>
  render(
    <MemoryRouter>
      <CooperationSection member="13800138000" />
    </MemoryRouter>,
  );

beforeEach(() => {
  mock.reset();
  setUiBridge({ toast: vi.fn() });
});

describe('定制游报价 under 我的申请', () => {
  it('shows the current quote with its prices, total, plan and time left', async () => {
    answer([custom()]);
    section();
    const card = await screen.findByTestId('custom-quote');
    expect(card).toHaveTextContent('顾问报价 · 第2版');
    expect(card).toHaveTextContent('成人 ¥4580/人 × 2，儿童 ¥2290/人 × 1');
    expect(card).toHaveTextContent('合计 ¥11450');
    expect(card).toHaveTextContent('阳朔两晚高档酒店');
    expect(card).toHaveTextContent(/报价剩余 \d天/);
  });

  it('accepts the version shown, then reads the requests again', async () => {
    let accepted: unknown = null;
    answer([custom()]);
    mock.onPost(TourPath.itineraryQuoteAccept).reply((c) => {
      accepted = JSON.parse(c.data as string);
      answer([custom({ quote: quote({ acceptedAt: '2026-11-27T06:00:00Z' }) })]);
      return [200, { code: 200, message: '成功', data: quote() }];
    });
    section();
    await userEvent.click(await screen.findByRole('button', { name: '接受报价' }));
    expect(accepted).toEqual({ requestNo: 'C261127101500123456', version: 2 });
    expect(await screen.findByText('已于 2026-11-27 14:00 接受')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '接受报价' })).toBeNull();
    await waitFor(() =>
      expect(mock.history.post.filter((r) => r.url === CooperationPath.mine)).toHaveLength(2),
    );
  });

  it('offers no acceptance once expired or when the request is closed', async () => {
    answer([
      custom({ quote: quote({ expired: true, validUntil: '2026-11-20T00:00:00Z' }) }),
      custom({ requestNo: 'C261127101500654321', state: 'DECLINED', stateLabel: '未合作' }),
    ]);
    section();
    expect(await screen.findByText('报价已过期，请联系顾问重新报价')).toBeInTheDocument();
    expect(screen.getAllByTestId('custom-quote')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '接受报价' })).toBeNull();
  });
});
