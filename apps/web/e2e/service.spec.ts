import { expect, test, type APIRequestContext } from '@playwright/test';
import { beijingDay, residentId } from './rail-support';
import { signInDemoMember } from './support';

/** A 1×1 PNG, the attachment. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An unpaid G1 order of the demo member, through the booking call. */
async function trainOrder(request: APIRequestContext, token: string): Promise<string> {
  const booked = await request.post('/api/train/order/retail/create', {
    headers: { token },
    data: {
      trainCode: 'G1',
      from: 'VNP',
      to: 'AOH',
      seatClass: 'O',
      date: beijingDay(5),
      contact: { name: '张三', mobile: '13900001111' },
      passengers: [{ name: '王小明', idType: '1', idNo: residentId(), ticketType: '1' }],
    },
  });
  return ((await booked.json()) as { data: { orderNo: string } }).data.orderNo;
}

// The staff's reply is covered by apps/server/test/service-tickets.test.ts: a staff account is
// made by the CLI on the database before the server opens it, and this server's embedded
// database is opened by the e2e server alone.
test('联系客服 from an order: a ticket with the order number and a screenshot, then its page with the promise', async ({
  page,
  request,
}) => {
  const token = await signInDemoMember(page, request);
  const orderNo = await trainOrder(request, token);
  await page.goto(`/orderDetail?orderNo=${orderNo}`);
  await page.getByTestId('order-contact-service').click();
  await expect(page).toHaveURL(new RegExp(`/service\\?orderNo=${orderNo}&new=1`));
  await expect(page.getByLabel('订单号（选填）')).toHaveValue(orderNo);
  await page.getByTestId('ticket-description').fill('出发日期填错了，想咨询能否改签到后一天');
  await page.locator('input[type=file]').setInputFiles({
    name: '订单截图.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.getByTestId('ticket-submit').click();
  const view = page.getByTestId('ticket-view');
  await expect(view.getByTestId('ticket-state')).toHaveText('已提交');
  await expect(view).toContainText('24 小时内首次回复');
  await expect(view).toContainText(orderNo);
  await expect(view.getByTestId('ticket-message')).toContainText('订单截图.png');
  await page.getByRole('tab', { name: '我的工单' }).click();
  await expect(page.getByTestId('ticket-row').first()).toContainText('已提交');
});
