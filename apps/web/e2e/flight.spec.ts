import { expect, test, type Page } from '@playwright/test';
import { freshMobile, latestSmsCode, watchConsole } from './support';
import { pickDate } from './rail-support';

const iPhoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * A resident ID number with a valid GB 11643 check character: born on a day of 1990, with a
 * random sequence (the server refuses the same passenger twice on one trip).
 */
function residentId(): string {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const rnd = (n: number) => Math.floor(Math.random() * n);
  const body17 = `110105` + `1990${pad(1 + rnd(12), 2)}${pad(1 + rnd(28), 2)}` + pad(rnd(1000), 3);
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body17].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body17 + '10X98765432'[sum % 11];
}

/** `YYYY-MM-DD`, `days` from today on the Beijing calendar. */
function beijingDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function smsLogin(page: Page, request: Parameters<typeof latestSmsCode>[0], mobile: string) {
  await page.getByRole('tab', { name: '验证码登录' }).click();
  const panel = page.getByRole('tabpanel', { name: '验证码登录' });
  await panel.getByPlaceholder('请输入手机号').fill(mobile);
  await panel.getByRole('button', { name: '获取验证码' }).click();
  await panel.getByPlaceholder('请输入验证码').fill(await latestSmsCode(request, mobile));
  // a new mobile becomes a member: consent to the 用户协议 and 隐私政策 first
  await panel.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await panel.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
}

/** Home search: 北京 (hot city) → 上海 (typed as pinyin), the date, 搜索. */
async function searchBeijingShanghai(page: Page, date: string) {
  await page.goto('/');
  await page.getByTestId('from-city').click();
  await page.getByTestId('city-panel').getByRole('button', { name: '北京', exact: true }).click();
  await expect(page.getByTestId('from-city')).toContainText('北京');
  await expect(page.getByTestId('city-panel')).toHaveCount(0);
  await page.getByTestId('to-city').click();
  await page.getByRole('textbox', { name: '搜索城市' }).fill('shanghai');
  await page.getByRole('option').filter({ hasText: '上海' }).first().getByRole('button').click();
  await expect(page.getByTestId('to-city')).toContainText('上海');
  await expect(page.getByTestId('city-panel')).toHaveCount(0);
  await pickDate(page, 'depart-date', date);
  await expect(page.getByTestId('depart-date').locator('input')).not.toHaveValue('');
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(new RegExp(`/ticket/search\\?.*from=CBJS.*to=CSHA.*date=${date}`));
}

/** Opens the first flight with seats and clicks 预订 on its first offer; returns the flight no. */
async function pickOffer(page: Page): Promise<string> {
  const flight = page.getByTestId('flight-item').filter({ hasNotText: '已售罄' }).first();
  await expect(flight).toBeVisible();
  const flightNo = (await flight.getAttribute('data-flight-no')) ?? '';
  await flight.locator('[role="button"]').first().click();
  const offer = flight.getByTestId('vendor-offer').first();
  await expect(offer).toBeVisible();
  await offer.getByTestId('book-button').click();
  return flightNo;
}

/** Fills one adult, checks the live price, submits; returns the order number. */
async function fillAndSubmit(page: Page, mobile: string): Promise<string> {
  await expect(page).toHaveURL(/\/ticket\/book\?train=flight&offerId=/);
  await page.getByTestId('passenger-name').fill('张三');
  await page.getByTestId('passenger-idno').fill(residentId());
  await page.getByTestId('passenger-idno').blur();
  await expect(page.getByTestId('passenger-type')).toHaveText('成人');
  await page.getByTestId('contact-name').fill('张三');
  await expect(page.getByTestId('contact-mobile')).toHaveValue(mobile);
  await expect(page.getByTestId('price-total').first()).toHaveText(/^¥\d+/);
  // the terms are a link the member can read before agreeing
  const terms = page.getByRole('link', { name: '《机票预订须知》' });
  await expect(terms).toHaveAttribute('href', '/bookingTerms?type=flight');
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/ticket\/pay\?orderNo=\d+/);
  return new URL(page.url()).searchParams.get('orderNo') as string;
}

/** QR code shown; the sandbox page (second tab) confirms; the first tab reports success. */
async function payInSecondTab(page: Page, orderNo: string) {
  await expect(page.getByTestId('pay-qrcode')).toBeVisible();
  await expect(page.getByTestId('pay-countdown')).toHaveText(/^\d{2}:\d{2}$/);
  const codeUrl = new URL((await page.getByTestId('pay-link').getAttribute('href')) as string);
  const cashier = await page.context().newPage();
  // the sandbox page of this server, whatever PUBLIC_URL says
  await cashier.goto(codeUrl.pathname + codeUrl.search);
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('pay-success')).toContainText('支付成功', { timeout: 15_000 });
  await cashier.close();
  await expect(page).toHaveURL(new RegExp(`/orderDetail\\?orderNo=${orderNo}`));
}

async function expectTicketed(page: Page, orderNo: string) {
  await expect(page.getByTestId('order-state')).toHaveText('出票成功', { timeout: 20_000 });
  await expect(page.getByTestId('ticket-no')).toHaveText(/^\d{13}$/);
  await page.goto('/orderList');
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await expect(card.getByTestId('order-state')).toHaveText('出票成功');
  // the state tabs are one row, each label on one line (on a phone they wrapped: 待支 / 付)
  const tabs = await page.getByRole('tablist', { name: '订单状态' }).getByRole('tab').all();
  const boxes = await Promise.all(tabs.map(async (t) => (await t.boundingBox())!));
  expect(boxes).toHaveLength(5);
  expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
  expect(Math.max(...boxes.map((b) => b.height))).toBeLessThan(44);
  await card.getByTestId('order-detail-link').click();
  await expect(page).toHaveURL(new RegExp(`/orderDetail\\?orderNo=${orderNo}`));
  await expect(page.getByTestId('ticket-no')).toHaveText(/^\d{13}$/);
}

test.describe('flight booking end to end', () => {
  test('SMS login, search 北京→上海, pick an offer, book one adult, pay by QR, ticketed', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    const mobile = freshMobile();
    await page.goto('/login');
    await smsLogin(page, request, mobile);
    // no offer chosen yet: the booking page says so
    await expect(page.getByText('请先选择航班')).toBeVisible();

    await searchBeijingShanghai(page, beijingDay(3));
    await expect(page.getByTestId('price-strip')).toBeVisible();
    await pickOffer(page);
    const orderNo = await fillAndSubmit(page, mobile);
    await payInSecondTab(page, orderNo);
    await expectTicketed(page, orderNo);
    expect(errors).toEqual([]);
  });
});

test.describe('flight booking on the mobile layout', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent: iPhoneUserAgent,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });

  // tagged @phone-visitor: the desktop project runs it (with this phone context); the mobile
  // project, which runs the first flow on a phone already, leaves it out (playwright.config.ts)
  test('@phone-visitor search, log in at 预订 and come back to the offer, book, pay, ticketed', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    const mobile = freshMobile();
    await searchBeijingShanghai(page, beijingDay(3));
    await expect(page.getByTestId('mobile-tab-bar')).toBeVisible();
    await pickOffer(page);
    // a visitor: 预订 opens the login overlay; after login the chosen offer is booked
    await expect(page.getByRole('dialog')).toBeVisible();
    await smsLogin(page, request, mobile);
    const orderNo = await fillAndSubmit(page, mobile);
    await payInSecondTab(page, orderNo);
    await expectTicketed(page, orderNo);
    expect(errors).toEqual([]);
  });
});
