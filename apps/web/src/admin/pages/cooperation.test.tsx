import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { App } from 'antd';
import { StaffCooperationPath } from '@lvxing/shared';
import { staffHttp } from '../api';
import { useStaffSession } from '../session';
import CooperationPage from './cooperation';

const mock = new MockAdapter(staffHttp);

const item = {
  requestNo: 'C261127101500123456',
  kind: 'OFFICIAL',
  orgName: '杭州市西湖区财政局',
  creditCode: '11330106002512345X',
  contactName: '王科长',
  contactMobile: '13900003333',
  contactEmail: 'wang@example.gov.cn',
  services: ['GOV_FLIGHT'],
  remarks: '',
  details: {},
  state: 'ACCEPTED',
  fromMember: false,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
};

let bodies: Record<string, unknown>[] = [];

beforeEach(() => {
  mock.reset();
  bodies = [];
  useStaffSession.setState({ token: 'staff-t' } as never);
  mock.onPost(StaffCooperationPath.list).reply((c) => {
    bodies.push(JSON.parse(c.data as string) as Record<string, unknown>);
    const data = {
      total: 1,
      page: 1,
      pageSize: 20,
      stateCounts: { SUBMITTED: 2, ACCEPTED: 1 },
      items: [item],
    };
    return [200, { code: 200, message: '成功', data }];
  });
});

describe('合作申请', () => {
  it('counts each state on its tab and asks for the state picked, from page 1', async () => {
    render(
      <App>
        <CooperationPage />
      </App>,
    );
    expect(await screen.findByText('杭州市西湖区财政局')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ page: 1, pageSize: 20 });
    expect(screen.getByText('全部 (3)')).toBeInTheDocument();
    await userEvent.click(screen.getByText('已受理 (1)'));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ state: 'ACCEPTED', page: 1, pageSize: 20 }),
    );
  });

  it('sends the name typed as the keyword, trimmed, with the tab kept', async () => {
    render(
      <App>
        <CooperationPage />
      </App>,
    );
    await screen.findByText('杭州市西湖区财政局');
    await userEvent.click(screen.getByText('已提交 (2)'));
    await userEvent.click(screen.getByPlaceholderText('输入单位名称或申请编号'));
    await userEvent.paste('  西湖区  ');
    await userEvent.click(screen.getByText('查 询').closest('button') as HTMLElement);
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        keyword: '西湖区',
        state: 'SUBMITTED',
        page: 1,
        pageSize: 20,
      }),
    );
  });
});
