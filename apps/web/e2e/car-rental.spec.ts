import { expect, test } from '@playwright/test';
import { searchRentalsAt } from './car-support';
import { payInSecondTab, residentId } from './rail-support';
import { signInDemoMember, watchConsole } from './support';

const yuan = (text: string) => Math.round(Number(text.replace(/[¥,]/g, '')) * 100);

test('the demo member rents an SUV at 上海虹桥站 for 3 days, pays by QR and sees 已确认 with the deposit ledger', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await signInDemoMember(page, request);
  await page.goto('/car');
  await searchRentalsAt(page, '上海虹桥站', '上海虹桥站店');
  await expect(page.getByText(/按3天计租/)).toBeVisible();
  // the search is kept in the address: a reload shows the same offers
  expect(new URL(page.url()).searchParams.get('pickupStoreId')).toBe('CS310100-03');
  await page.reload();
  const suv = page.getByRole('region', { name: 'SUV', exact: true });
  const offer = suv.getByRole('article').first();
  const total = yuan(await offer.getByTestId('car-total').innerText());
  await offer.getByTestId('car-book').click();

  await expect(page).toHaveURL(/\/car\/book\?/);
  await expect(page.getByTestId('car-book-offer')).toContainText('上海虹桥站店');
  const shown = page.getByTestId('car-book-total');
  await expect.poll(async () => yuan(await shown.innerText())).toBe(total);
  // 优享 ¥90 instead of 基础 ¥50 a day, and one child seat ¥30 a day, over 3 days
  await page.getByTestId('tier-PLUS').check();
  await page.getByTestId('child-seats').selectOption('1');
  await expect.poll(async () => yuan(await shown.innerText())).toBe(total + 3 * 4_000 + 3 * 3_000);

  await page.getByTestId('driver-name').fill('王小明');
  await page.getByTestId('driver-idNo').fill(residentId(1986));
  await page.getByTestId('driver-mobile').fill('13900001111');
  await page.getByTestId('driver-licenseSince').fill('2010-06-01');
  await page.getByTestId('car-book-submit').click();

  await expect(page).toHaveURL(/\/ticket\/pay\?orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') as string;
  await payInSecondTab(page, orderNo);
  await expect(page.getByTestId('order-state')).toHaveText(/已确认/, { timeout: 20_000 });
  await expect(page.getByTestId('order-car')).toContainText('上海虹桥站店');
  const ledger = page.getByTestId('deposit-ledger');
  await expect(ledger).toContainText('押金明细');
  await expect(ledger.getByTestId('deposit-line')).toHaveCount(2);
  await expect(ledger).toContainText('车辆押金冻结 ¥5000');
  await expect(ledger).toContainText('违章押金冻结 ¥2000');
  await expect(ledger.getByTestId('deposit-line').first()).toHaveAttribute('data-state', 'WAITING');
  expect(errors).toEqual([]);
});
