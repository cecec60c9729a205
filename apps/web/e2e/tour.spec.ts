import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { payInSecondTab, residentId } from './rail-support';
import { signInDemoMember, watchConsole } from './support';

interface Departure {
  date: string;
  onSale: boolean;
  left: number;
}

/** A domestic 跟团游 and one of its departures on sale with places for two, through the API. */
async function groupTourOnSale(request: APIRequestContext) {
  const search = await request.post('/api/tour/search', {
    data: { tourType: 'GROUP', tourScope: 'DOMESTIC', pageSize: 10 },
  });
  const cards = ((await search.json()) as { data: { items: { code: string }[] } }).data.items;
  for (const { code } of cards) {
    const res = await request.post('/api/tour/calendar', { data: { productCode: code } });
    const { departures } = ((await res.json()) as { data: { departures: Departure[] } }).data;
    const dep = departures.find((d) => d.onSale && d.left >= 2);
    if (dep) return { code, date: dep.date };
  }
  throw new Error('no domestic group tour on sale');
}

/** axe's WCAG 2.1 A/AA rules on the page as it is: no serious or critical violation (a11y.spec). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
  expect(serious).toEqual([]);
}

test('the demo member books a 跟团游 for two adults with insurance, pays by QR, sees 已确认 and downloads the contract PDF', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await signInDemoMember(page, request);
  const { code, date } = await groupTourOnSale(request);
  await page.goto(`/travel/book?productCode=${code}&date=${date}&adults=2`);

  await expect(page.getByTestId('tour-summary')).toContainText(code);
  await expect(page.getByTestId('tour-meeting')).toBeVisible();
  await expect(page.getByTestId('passenger-card')).toHaveCount(2);
  for (const [i, name] of ['王小明', '李小红'].entries()) {
    await page.getByTestId('passenger-name').nth(i).fill(name);
    await page
      .getByTestId('passenger-idno')
      .nth(i)
      .fill(residentId(1985 + i));
  }
  await page.getByTestId('contact-name').fill('王小明');
  await page.getByTestId('insurance-choice').getByText(/^购买/).click();
  await page.getByTestId('open-contract').click();
  const terms = page.getByTestId('contract-terms');
  await expect(terms).toContainText('最低成团人数');
  await expect(terms).toContainText('解除合同');
  await page.getByRole('button', { name: '我知道了' }).click();
  await page.getByTestId('accept-contract').check();
  // the filled form: the route's a11y check (a11y.spec) sees it without a departure only
  await expectAccessible(page);

  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/ticket\/pay\?orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') as string;
  await payInSecondTab(page, orderNo);
  // the sandbox supplier confirms a paid tour by itself (1.5 s in these tests)
  await expect(page.getByTestId('order-state')).toHaveText('已确认', { timeout: 20_000 });
  await expect(page.getByTestId('tour-party')).toContainText('2成人');
  await expect(page.getByTestId('order-passenger')).toHaveCount(2);

  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/tour/order/contract')),
    page.waitForEvent('download'),
    page.getByTestId('contract-download').click(),
  ]);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toMatch(/^旅游合同-TC\d{14}\.pdf$/);
  expect((await response.body()).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
