import { expect, test, type Page } from '@playwright/test';
import { freshMobile, watchConsole } from './support';
import { beijingDay, payInSecondTab, pickDate, smsLogin } from './rail-support';

/** Picks 4钻 and 5钻 and 免费取消: the filter bar (desktop) or the 筛选 sheet (phones). */
async function filterFourDiamondsFreeCancel(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByTestId('filter-open').click();
    const sheet = page.getByRole('dialog', { name: '筛选' });
    await sheet.getByText('4钻 · 高档', { exact: true }).click();
    await sheet.getByText('5钻 · 豪华', { exact: true }).click();
    await sheet.getByText('免费取消', { exact: true }).click();
    await sheet.getByRole('button', { name: '确定' }).click();
  } else {
    await page.getByTestId('filter-bar').getByRole('button', { name: /钻级/ }).click();
    await page.getByText('4钻 · 高档', { exact: true }).click();
    await page.getByText('5钻 · 豪华', { exact: true }).click();
    await page.getByTestId('filter-bar').getByText('免费取消', { exact: true }).click();
  }
  await expect(page).toHaveURL(/stars=4%2C5|stars=4,5/);
  await expect(page).toHaveURL(/fc=1/);
}

test.describe('hotel booking end to end', () => {
  test('search 上海 for two nights next week, 4钻+ with free cancellation, book one room, pay by QR, 已确认 with a confirmation number, cancel for free', async ({
    page,
    request,
    isMobile,
  }) => {
    const errors = watchConsole(page);
    await page.goto('/login');
    await smsLogin(page, request, freshMobile());

    await page.goto('/hotel');
    await page.getByTestId('hotel-destination').click();
    await page.getByRole('textbox', { name: '搜索目的地' }).fill('shanghai');
    await page.getByRole('option').filter({ hasText: '上海' }).first().getByRole('button').click();
    await expect(page.getByTestId('hotel-destination')).toContainText('上海');
    const checkIn = beijingDay(7);
    const checkOut = beijingDay(9);
    await pickDate(page, 'hotel-check-in', checkIn);
    await pickDate(page, 'hotel-check-out', checkOut);
    await page.getByTestId('hotel-search-submit').click();
    await expect(page).toHaveURL(new RegExp(`/hotel\\?.*checkIn=${checkIn}&checkOut=${checkOut}`));
    await expect(page.getByTestId('hotel-count')).toContainText('2晚');

    await filterFourDiamondsFreeCancel(page, isMobile);
    const cards = page.getByTestId('hotel-card');
    await expect(cards.first()).toBeVisible();
    for (let i = 0; i < Math.min(3, await cards.count()); i += 1) {
      await expect(cards.nth(i).getByRole('img', { name: /^[45]钻$/ })).toBeVisible();
    }
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/hotel\/detail\?hotelId=/);

    // a prepaid plan (在线付) that may be cancelled free until a deadline
    const plan = page
      .getByTestId('rate-plan')
      .filter({ hasText: '在线付' })
      .filter({ hasText: '免费取消' })
      .filter({ has: page.locator('[data-testid="book-plan"]:not([disabled])') })
      .first();
    await expect(plan).toBeVisible();
    await plan.getByTestId('book-plan').click();
    await expect(page).toHaveURL(/\/hotel\/book\?/);

    await expect(page.getByTestId('stay-summary')).toContainText('2晚');
    await page.getByTestId('guest-name').first().fill('王小明');
    await page.getByTestId('contact-name').fill('王小明');
    // the price per night: beside the form on a desktop, behind the price detail on a phone
    if (!isMobile) await expect(page.getByTestId('night-lines')).toBeVisible();
    await page.getByTestId('submit-order').click();
    await expect(page).toHaveURL(/\/ticket\/pay\?orderNo=\d+/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') as string;

    await payInSecondTab(page, orderNo);
    // the sandbox hotel confirms by itself (HOTEL_CONFIRM_DELAY_MS, 1.5 s in these tests)
    await expect(page.getByTestId('order-state')).toHaveText('已确认', { timeout: 20_000 });
    await expect(page.getByTestId('confirmation-no')).toHaveText(/^\S{6,}$/);
    await expect(page.getByTestId('free-until')).toBeVisible();

    await page.goto('/orderList');
    const listed = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
    await expect(listed.getByTestId('order-state')).toHaveText('已确认');
    await expect(listed.getByTestId('order-confirmation')).toBeVisible();

    await page.goto(`/orderDetail?orderNo=${orderNo}`);
    await page.getByTestId('refund-order').click();
    await expect(page.getByTestId('stay-cancel-fee')).toContainText('免费取消');
    await page.getByRole('button', { name: '确认退订' }).click();
    await expect(page.getByTestId('order-state')).toHaveText(/退订中|已退订/, { timeout: 20_000 });
    // the refund job pays it back within seconds; the page shows it when opened again
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('order-state').textContent();
        },
        { timeout: 20_000 },
      )
      .toBe('已退订');
    expect(errors).toEqual([]);
  });
});
