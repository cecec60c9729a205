import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { ApiPath } from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import OfficialPage from './official-page';

const mock = new MockAdapter(apiClient);

/** Types `text` into `field` as one paste (each typed key re-renders the whole form: slow). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

beforeEach(() => {
  mock.reset();
  setUiBridge({ toast: vi.fn() });
});
afterEach(() => resetUiBridge());

describe('公务出行合作', () => {
  it('names each missing or wrong field as the server would, then sends the request once', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mock.onPost(ApiPath.planeOfficialBusinessSubmit).reply((config) => {
      sent.push(JSON.parse(config.data as string));
      return [
        200,
        {
          code: 200,
          message: '成功',
          data: {
            requestNo: 'C261127101500123456',
            state: 'SUBMITTED',
            stateLabel: '已提交',
            submittedAt: '2026-11-27T02:15:00Z',
          },
        },
      ];
    });
    render(<OfficialPage />);
    await user.click(screen.getByRole('button', { name: '提交合作申请' }));
    expect(screen.getByText('请填写单位名称')).toBeInTheDocument();
    expect(screen.getByText('请填写年出行人次')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意个人信息处理说明')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await fill(user, screen.getByLabelText(/单位名称/), '杭州市西湖区财政局');
    await fill(user, screen.getByLabelText(/统一社会信用代码/), '91350100M000100Y44');
    await fill(user, screen.getByLabelText(/所在地区/), '浙江省杭州市西湖区');
    await fill(user, screen.getByLabelText(/年出行人次/), '1200');
    await fill(user, screen.getByLabelText(/联系人/), '王科长');
    await fill(user, screen.getByLabelText(/手机号/), '13900003333');
    await user.click(screen.getByLabelText('协议酒店'));
    await user.click(screen.getByTestId('official-consent'));
    await user.click(screen.getByRole('button', { name: '提交合作申请' }));
    expect(screen.getByText('统一社会信用代码不正确（应为18位，含校验位）')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText(/统一社会信用代码/));
    await fill(user, screen.getByLabelText(/统一社会信用代码/), '91350100m000100y43');
    await user.click(screen.getByRole('button', { name: '提交合作申请' }));
    expect(await screen.findByTestId('official-done')).toHaveTextContent('C261127101500123456');
    expect(sent).toEqual([
      {
        orgName: '杭州市西湖区财政局',
        orgType: 'PARTY_GOV',
        creditCode: '91350100M000100Y43',
        budgetLevel: 'CITY',
        region: '浙江省杭州市西湖区',
        contactName: '王科长',
        position: '',
        mobile: '13900003333',
        email: '',
        services: ['GOV_FLIGHT', 'HOTEL'],
        yearlyTrips: 1200,
        officialCard: true,
        remarks: '',
        consent: true,
      },
    ]);
  });
});
