import { expect, test, type APIRequestContext } from '@playwright/test';
import { payInSecondTab } from './rail-support';
import { signInDemoMember, watchConsole } from './support';

/** Beijing today plus `days`, `YYYY-MM-DD`. */
const beijingDay = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A flight of the site's schedules into 上海浦东 on `date` that the lookup finds, by its number. */
async function flightIntoPudong(request: APIRequestContext, date: string) {
  // the catalog is deterministic: these daily flights land at 浦东 (the first that answers)
  for (const tripNo of ['3U2664', '3U2666', '3U6910']) {
    const res = await request.post('/api/car/transfer/lookup', {
      data: { transferType: 'FLIGHT_PICKUP', tripNo, date },
    });
    if (((await res.json()) as { code: number }).code === 200) return tripNo;
  }
  throw new Error('no flight into 浦东 found');
}

test('the demo member books a 接机 for a flight found by its number, pays and sees the driver card', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await signInDemoMember(page, request);
  const date = beijingDay(2);
  const tripNo = await flightIntoPudong(request, date);
  await page.goto('/car');
  await page.getByRole('tab', { name: '接送机站' }).click();
  const form = page.getByRole('form', { name: '接送机站查询' });
  await form.getByRole('tab', { name: '接机' }).click();
  await form.getByLabel('航班号').fill(tripNo.toLowerCase());
  await form.getByLabel('航班日期').fill(date);
  await page.getByTestId('transfer-lookup').click();
  await expect(page.getByTestId('transfer-trip')).toContainText(tripNo);
  await expect(page.getByTestId('transfer-hub')).toContainText('上海浦东国际机场');

  await page.getByLabel(/送达地点/).fill('外滩');
  await page
    .getByRole('list', { name: '地点' })
    .getByRole('button', { name: /外滩/ })
    .first()
    .click();
  await page.getByLabel('举牌接机').check();
  const comfort = page.getByTestId('transfer-class-COMFORT5');
  await expect(comfort).toContainText('举牌接机');
  await comfort.getByRole('button', { name: '选择' }).click();
  await page.getByLabel('乘车人姓名').fill('王小明');
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByTestId('transfer-book').click();

  await expect(page).toHaveURL(/\/ticket\/pay\?orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') as string;
  await payInSecondTab(page, orderNo);
  // the sandbox dispatch assigns a driver 1.5 s after payment: the detail shows the card
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('transfer-driver')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('order-state')).toHaveText('已派车');
  await expect(page.getByTestId('driver-name')).toHaveText(/^.师傅$/);
  await expect(page.getByTestId('driver-plate')).toHaveText(/^沪A·[A-Z0-9]{5}$/);
  await expect(page.getByTestId('transfer-driver')).toContainText(/139\*{4}\d{4}/);
  expect(errors).toEqual([]);
});
