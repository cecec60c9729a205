import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { CooperationPath } from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import CompanyPage from './company-page';

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

describe('企业商旅', () => {
  it('says what a contract brings (差标管控, 审批, 月结, 统一开票) and that it comes with one', () => {
    render(<CompanyPage />);
    for (const name of ['差标管控', '出行审批', '月度结算', '统一开票']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/以上服务在签订企业商旅协议后开通/)).toBeInTheDocument();
  });

  it('names each missing or wrong field as the server would, then sends the application once', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mock.onPost(CooperationPath.companySubmit).reply((config) => {
      sent.push(JSON.parse(config.data as string));
      return [
        200,
        {
          code: 200,
          message: '成功',
          data: {
            requestNo: 'C261127101500654321',
            state: 'SUBMITTED',
            stateLabel: '已提交',
            submittedAt: '2026-11-27T02:15:00Z',
          },
        },
      ];
    });
    render(<CompanyPage />);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请填写企业名称')).toBeInTheDocument();
    expect(screen.getByText('请填写统一社会信用代码')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意个人信息处理说明')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await fill(user, screen.getByLabelText(/企业名称/), '杭州云帆科技有限公司');
    await fill(user, screen.getByLabelText(/统一社会信用代码/), '91350100M000100Y44');
    await user.selectOptions(screen.getByLabelText(/企业规模/), '200–999人');
    await user.selectOptions(screen.getByLabelText(/年差旅规模/), '200万–1000万元');
    await fill(user, screen.getByLabelText(/联系人/), '李经理');
    await fill(user, screen.getByLabelText(/手机号/), '13900004444');
    await user.click(screen.getByLabelText('签证'));
    await user.click(screen.getByLabelText('酒店'));
    await user.click(screen.getByTestId('company-consent'));
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('统一社会信用代码不正确（应为18位，含校验位）')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText(/统一社会信用代码/));
    await fill(user, screen.getByLabelText(/统一社会信用代码/), '91350100m000100y43');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByTestId('company-done')).toHaveTextContent('C261127101500654321');
    expect(sent).toEqual([
      {
        companyName: '杭州云帆科技有限公司',
        creditCode: '91350100M000100Y43',
        companySize: 'S200_999',
        contactName: '李经理',
        position: '',
        mobile: '13900004444',
        email: '',
        travelVolume: 'W200_1000',
        products: ['FLIGHT', 'VISA'],
        remarks: '',
        consent: true,
      },
    ]);
  });
});
