import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookG1 } from './rail-support';
import { signInDemoMember, watchConsole } from './support';

/** Confirms the sandbox payment a pay link opens, in a second tab. */
async function payInSandbox(page: Page, href: string) {
  const url = new URL(href);
  const cashier = await page.context().newPage();
  await cashier.goto(url.pathname + url.search);
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByTestId('sandbox-paid')).toBeVisible();
  await cashier.close();
}

/** A paid, ticketed G1 北京南→上海虹桥 二等座 order of the demo member, booked through the API. */
async function ticketedTrainOrder(page: Page, request: APIRequestContext, token: string) {
  const headers = { token };
  const orderNo = await bookG1(request, token, { name: '改签甲', year: 1986, days: 5 });
  const qr = await request.post('/api/plane/order/pay/qrcode', { headers, data: { orderNo } });
  await payInSandbox(page, ((await qr.json()) as { data: { codeUrl: string } }).data.codeUrl);
  return orderNo;
}

test('改签 a train ticket to 一等座 from the order detail: pay the difference, re-issued', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const token = await signInDemoMember(page, request);
  const orderNo = await ticketedTrainOrder(page, request, token);
  await page.goto(`/orderDetail?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-state')).toHaveText('出票成功', { timeout: 15_000 });
  const ticket = await page.getByTestId('ticket-no').textContent();

  await page.getByTestId('change-order').click();
  const panel = page.getByTestId('change-panel');
  await expect(panel).toContainText('每张车票只能改签一次');
  await panel.getByTestId('change-seat-class').selectOption('M');
  const g1 = panel.locator('[data-testid="change-option"][data-code="G1"]');
  await expect(g1).toContainText('一等座');
  await expect(g1).toContainText(/应付 ¥\d+/);
  await g1.getByTestId('change-confirm').click();
  await expect(panel.getByTestId('change-pay-qrcode')).toBeVisible();
  await expect(page.getByTestId('order-state')).toHaveText('改签中');
  await payInSandbox(page, (await panel.getByTestId('change-pay-link').getAttribute('href'))!);

  await expect(panel).toBeHidden({ timeout: 10_000 });
  await expect(page.getByTestId('order-state')).toHaveText('出票成功');
  await expect(page.getByTestId('ticket-no')).not.toHaveText(ticket!);
  await expect(page.getByText(/改签成功/).first()).toBeVisible();
  await expect(page.getByTestId('change-order')).toHaveCount(0);
  expect(errors).toEqual([]);
});
