import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { beijingDay, residentId } from './rail-support';
import { signInDemoMember } from './support';

/** A paid, ticketed G1 order of the demo member, through the calls (book, QR, sandbox pay). */
async function ticketedTrainOrder(request: APIRequestContext, token: string): Promise<string> {
  const headers = { token };
  const booked = await request.post('/api/train/order/retail/create', {
    headers,
    data: {
      trainCode: 'G1',
      from: 'VNP',
      to: 'AOH',
      seatClass: 'O',
      date: beijingDay(6),
      contact: { name: '张三', mobile: '13900001111' },
      passengers: [{ name: '王小明', idType: '1', idNo: residentId(), ticketType: '1' }],
    },
  });
  const { orderNo } = ((await booked.json()) as { data: { orderNo: string } }).data;
  const qr = await request.post('/api/plane/order/pay/qrcode', { headers, data: { orderNo } });
  const code = new URL(((await qr.json()) as { data: { codeUrl: string } }).data.codeUrl);
  await request.post('/sandbox/pay/confirm', {
    form: { no: code.searchParams.get('no')!, sig: code.searchParams.get('sig')! },
  });
  await expect
    .poll(async () => {
      const d = await request.post('/api/train/order/detail', { headers, data: { orderNo } });
      return ((await d.json()) as { data: { state: string } }).data.state;
    })
    .toBe('TICKETED');
  return orderNo;
}

test('a ticketed order: 申请发票 in the 报销凭证 card, 开具中 then 已开具, 下载PDF saves a PDF', async ({
  page,
  request,
}) => {
  const token = await signInDemoMember(page, request);
  const orderNo = await ticketedTrainOrder(request, token);
  await page.goto(`/orderDetail?orderNo=${orderNo}`);
  const card = page.getByTestId('invoice-card');
  await expect(card).toContainText('电子发票（铁路电子客票）');
  await card.getByRole('button', { name: '申请发票' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('发票抬头').fill('王小明');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(card.getByTestId('invoice-row')).toContainText('开具中');
  await expect(card.getByTestId('invoice-row')).toContainText('已开具', { timeout: 10_000 });
  await expect(card.getByTestId('invoice-row')).toContainText(/发票号码 SAMPLE-\d{20}/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: '下载PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^发票-SAMPLE-\d{20}\.pdf$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
