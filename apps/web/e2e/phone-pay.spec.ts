import { expect, test } from '@playwright/test';
import { bookG1 } from './rail-support';
import { signInDemoMember, watchConsole } from './support';

// On a phone the pay page offers the wallet and a button that opens it on this phone (the
// sandbox's page as that wallet's cashier), which leads back to the pay page once paid; the QR
// code stays for paying from another device. Mobile project only (playwright.config.ts).

test('a phone pays its own order: 微信支付 opened on the phone, back to the order once paid', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const token = await signInDemoMember(page, request);
  const orderNo = await bookG1(request, token, { name: '手机甲', year: 1984, days: 6 });
  await page.goto(`/ticket/pay?orderNo=${orderNo}`);
  await expect(page.getByTestId('pay-qrcode')).toBeVisible();
  await expect(page.getByText('也可在另一台设备上扫码支付')).toBeVisible();
  await page.getByRole('radio', { name: '微信支付' }).check();
  await page.getByTestId('pay-open').click();
  await expect(page.getByTestId('sandbox-wallet')).toHaveText('（微信支付）');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('sandbox-paid')).toBeVisible();
  await page.getByTestId('sandbox-return').click();
  // back on the pay page: paid, and on to the order
  await expect(page.getByRole('status')).toContainText('支付成功');
  await page.getByRole('link', { name: '查看订单详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderDetail\\?orderNo=${orderNo}`));
  expect(errors).toEqual([]);
});
