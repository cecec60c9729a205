import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { App } from 'antd';
import { StaffGroupPath } from '@lvxing/shared';
import { staffHttp } from '../api';
import { useStaffSession } from '../session';
import GroupQuotesPage from './group-quotes';

const mock = new MockAdapter(staffHttp);

const row = {
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
  submittedAt: new Date(Date.now() - 30 * 3600 * 1000).toISOString(),
  current: null,
  orgName: '杭州云帆科技有限公司',
  contactName: '郑九',
  mobile: '13900007777',
  orderNo: null,
};

beforeEach(() => {
  mock.reset();
  useStaffSession.setState({ token: 'staff-t' } as never);
});

describe('团队报价', () => {
  it('shows a request waiting past a day in red and 受理 sends its number, then reloads', async () => {
    const queued: unknown[] = [];
    mock.onPost(StaffGroupPath.queue).reply((c) => {
      queued.push(JSON.parse(c.data as string));
      return [
        200,
        { code: 200, message: '成功', data: { items: [row], total: 1, counts: { SUBMITTED: 1 } } },
      ];
    });
    const accepted: unknown[] = [];
    mock.onPost(StaffGroupPath.accept).reply((c) => {
      accepted.push(JSON.parse(c.data as string));
      return [200, { code: 200, message: '成功', data: {} }];
    });
    render(
      <App>
        <GroupQuotesPage />
      </App>,
    );
    // text queries, not role ones: computing roles on the console's antd table is slow in jsdom
    const line = (await screen.findByText('G261127101500123456')).closest('tr') as HTMLElement;
    expect(line).toHaveTextContent('北京 → 三亚 · 2026-12-20 · 20成人2儿童');
    expect(line).toHaveTextContent('¥30800.00');
    expect(line.querySelector('[data-overdue]')).not.toBeNull();
    expect(screen.getByText('已提交 (1)')).toBeInTheDocument();
    await userEvent.setup().click(within(line).getByText(/^受\s*理$/));
    expect(await screen.findByText('已受理，请尽快报价')).toBeInTheDocument();
    expect(accepted).toEqual([{ requestNo: 'G261127101500123456' }]);
    expect(queued).toHaveLength(2);
  });
});
