import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { App } from 'antd';
import { StaffCarPath, type StaffCarSettleResult } from '@lvxing/shared';
import { staffHttp } from '../api';
import { useStaffSession } from '../session';
import { CarSettleForm } from './car-settle-form';

const mock = new MockAdapter(staffHttp);
const orderNo = '261127101500123456';

const result = (totalFen: number, deductedFen: number): StaffCarSettleResult => ({
  orderNo,
  state: 'COMPLETED',
  stateLabel: '已完成',
  settlement: {
    lines: [],
    totalFen,
    deductedFen,
    owedFen: totalFen - deductedFen,
    at: '2026-11-27T02:00:00.000Z',
    staffId: 's1',
  },
});

/** Sets `field` to `text` at once (userEvent types too slowly for a form of many fields). */
function fill(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

function renderForm(onSettled = vi.fn()) {
  render(
    <App>
      <CarSettleForm orderNo={orderNo} onSettled={onSettled} />
    </App>,
  );
  return onSettled;
}

beforeEach(() => {
  mock.reset();
  useStaffSession.setState({ token: 'staff-t' } as never);
});

describe('还车结算 form', () => {
  it('sends each line with its kind, reason and amount in fen, and shows the total', async () => {
    let sent: Record<string, unknown> | null = null;
    mock.onPost(StaffCarPath.settle).reply((c) => {
      sent = JSON.parse(c.data as string) as Record<string, unknown>;
      return [200, { code: 200, message: '成功', data: result(92_050, 92_050) }];
    });
    const onSettled = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '添加费用' }));
    fireEvent.click(screen.getByRole('button', { name: '添加费用' }));
    const reasons = screen.getAllByLabelText('说明');
    const amounts = screen.getAllByLabelText('金额（元）');
    fill(reasons[0]!, '补油至满箱');
    fill(amounts[0]!, '120.5');
    fill(reasons[1]!, '左前门划痕维修');
    fill(amounts[1]!, '800');
    fireEvent.mouseDown(screen.getAllByRole('combobox')[1]!);
    fireEvent.click(await screen.findByTitle('车损'));
    expect(await screen.findByText('合计 ¥920.50')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确认结算' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(sent).toEqual({
      orderNo,
      lines: [
        { code: 'FUEL', reason: '补油至满箱', amountFen: 12_050 },
        { code: 'DAMAGE', reason: '左前门划痕维修', amountFen: 80_000 },
      ],
    });
    expect(await screen.findByText('结算完成：从车辆押金扣除 ¥920.50')).toBeInTheDocument();
    // antd's dropdown and eleven fields take a while on a loaded machine
  }, 60_000);

  it('settles with no lines at ¥0', async () => {
    mock.onPost(StaffCarPath.settle).reply(200, { code: 200, message: '成功', data: result(0, 0) });
    const onSettled = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '确认结算' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ orderNo, lines: [] });
  });

  it('asks for the reason before sending, and shows the server’s refusal', async () => {
    const onSettled = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '添加费用' }));
    fill(screen.getByLabelText('金额（元）'), '50');
    fireEvent.click(screen.getByRole('button', { name: '确认结算' }));
    expect(await screen.findByText('请填写费用说明')).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);
    mock.onPost(StaffCarPath.settle).reply(200, {
      code: 15002,
      message: '该订单当前为「已完成」，只有已还车（待结算）的订单可以结算',
      data: null,
    });
    fill(screen.getByLabelText('说明'), '清洁费');
    fireEvent.click(screen.getByRole('button', { name: '确认结算' }));
    expect(await screen.findByText(/只有已还车（待结算）的订单可以结算/)).toBeInTheDocument();
    expect(onSettled).not.toHaveBeenCalled();
  });
});
