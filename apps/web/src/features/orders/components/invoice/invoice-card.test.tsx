import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import {
  InvoicePath,
  type InvoiceListResult,
  type InvoiceView,
  type OrderDetail,
} from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import InvoiceCard from './invoice-card';

const mock = new MockAdapter(apiClient);
const ORDER_NO = '261125101500123457';
const order = { orderNo: ORDER_NO, kind: 'TRAIN', state: 'TICKETED' } as OrderDetail;
const ok = (data: unknown): [number, unknown] => [200, { code: 200, message: '成功', data }];
const offer = {
  kind: 'RAIL_TICKET' as const,
  kindLabel: '电子发票（铁路电子客票）',
  perTicket: true,
  note: '由中国铁路通过税务系统开具，平台代为申请，每张车票一张',
  canRequest: true,
  why: null,
  tickets: [
    { passengerId: 'p1', name: '王一', amountFen: 60650 },
    { passengerId: 'p2', name: '王二', amountFen: 60650 },
  ],
};
function invoice(over: Partial<InvoiceView>): InvoiceView {
  return {
    id: 'i1',
    kind: 'RAIL_TICKET',
    kindLabel: offer.kindLabel,
    state: 'PENDING',
    stateLabel: '待开具',
    titleType: 'COMPANY',
    title: '上海旅行科技有限公司',
    taxNo: '91350100M000100Y43',
    email: '',
    amountFen: 60650,
    passengerName: '王一',
    invoiceNo: null,
    requestedAt: '2026-11-26T02:00:00Z',
    issuedAt: null,
    voidedAt: null,
    ...over,
  };
}
const listed = (items: InvoiceView[], canRequest = items.length === 0): InvoiceListResult => ({
  orderNo: ORDER_NO,
  offer: { ...offer, canRequest, tickets: canRequest ? offer.tickets : [] },
  items,
});
const toast = vi.fn();

beforeEach(() => {
  mock.reset();
  toast.mockReset();
  setUiBridge({ toast });
  useUserStore.setState({
    userInfo: { token: 't', refreshToken: 'r', mobile: '13800138001' },
    loginAt: Date.now(),
  });
});
afterEach(() => resetUiBridge());

describe('报销凭证', () => {
  it('asks for the invoices, checking the company 税号 first, and shows them 开具中', async () => {
    const user = userEvent.setup();
    mock.onPost(InvoicePath.list).reply(() => ok(listed([])));
    let sent: unknown;
    mock.onPost(InvoicePath.request).reply((config) => {
      sent = JSON.parse(config.data as string);
      return ok(listed([invoice({}), invoice({ id: 'i2', passengerName: '王二' })]));
    });
    render(<InvoiceCard order={order} />);
    await user.click(await screen.findByRole('button', { name: '申请发票' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('电子发票（铁路电子客票）');
    await user.click(within(dialog).getByLabelText('单位'));
    await user.type(within(dialog).getByLabelText('发票抬头'), '上海旅行科技有限公司');
    await user.type(within(dialog).getByLabelText('税号'), '91350100M000100Y44');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(dialog).toHaveTextContent('纳税人识别号应为18位统一社会信用代码');
    expect(sent).toBeUndefined();
    await user.clear(within(dialog).getByLabelText('税号'));
    await user.type(within(dialog).getByLabelText('税号'), '91350100m000100y43');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(sent).toEqual({
      orderNo: ORDER_NO,
      titleType: 'COMPANY',
      title: '上海旅行科技有限公司',
      taxNo: '91350100M000100Y43',
      email: '',
    });
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('开具中王一 · 单位 上海旅行科技有限公司'),
      expect.stringContaining('开具中王二'),
    ]);
    expect(screen.queryByRole('button', { name: '申请发票' })).toBeNull();
  });

  it('downloads an issued one as a PDF and shows a voided one 已作废', async () => {
    const user = userEvent.setup();
    const issued = invoice({ state: 'ISSUED', invoiceNo: 'SAMPLE-26991234567890123456' });
    const voided = invoice({ id: 'i2', state: 'VOIDED', voidedAt: '2026-11-26T03:00:00Z' });
    mock.onPost(InvoicePath.list).reply(() => ok(listed([issued, voided])));
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    mock
      .onPost(InvoicePath.pdf)
      .replyOnce(200, pdf)
      .onPost(InvoicePath.pdf)
      .replyOnce(
        200,
        new Blob(
          [JSON.stringify({ code: 10029, message: '请求过于频繁，请稍后再试', data: null })],
          {
            type: 'application/json',
          },
        ),
      );
    const created = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    // jsdom does not navigate: the saved file is the object URL handed to the link
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<InvoiceCard order={order} />);
    const [first, second] = await screen.findAllByTestId('invoice-row');
    expect(first).toHaveTextContent('已开具');
    expect(first).toHaveTextContent('发票号码 SAMPLE-26991234567890123456');
    expect(second).toHaveTextContent('已作废');
    expect(within(second!).queryByRole('button')).toBeNull();
    await user.click(within(first!).getByRole('button', { name: '下载PDF' }));
    expect(created).toHaveBeenCalledWith(pdf);
    expect(clicked).toHaveBeenCalledOnce();
    await user.click(within(first!).getByRole('button', { name: '下载PDF' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith('error', '请求过于频繁，请稍后再试', expect.any(Number)),
    );
  });

  it('asks again when the order is ticketed while the page is open (出票中 → 出票成功)', async () => {
    let asked = 0;
    mock.onPost(InvoicePath.list).reply(() => {
      asked += 1;
      const closed = { ...offer, canRequest: false, why: '出票成功后可申请电子发票', tickets: [] };
      return ok(asked === 1 ? { orderNo: ORDER_NO, offer: closed, items: [] } : listed([]));
    });
    const { rerender } = render(<InvoiceCard order={{ ...order, state: 'TICKETING' }} />);
    expect(await screen.findByText(/出票成功后可申请电子发票/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请发票' })).toBeNull();
    rerender(<InvoiceCard order={order} />);
    expect(await screen.findByRole('button', { name: '申请发票' })).toBeInTheDocument();
  });
});
