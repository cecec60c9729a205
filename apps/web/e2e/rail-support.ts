import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestSmsCode } from './support';

/**
 * A resident ID number with a valid GB 11643 check character, born on a day of `year`, with a
 * random sequence (the servers refuse the same passenger twice on one journey).
 */
export function residentId(year = 1990): string {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const rnd = (n: number) => Math.floor(Math.random() * n);
  const body17 = `110105${year}${pad(1 + rnd(12), 2)}${pad(1 + rnd(28), 2)}${pad(rnd(1000), 3)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body17].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body17 + '10X98765432'[sum % 11];
}

/** `YYYY-MM-DD`, `days` from today on the Beijing calendar. */
export function beijingDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** Logs in on the open login overlay with an SMS code from the console provider's outbox. */
export async function smsLogin(page: Page, request: APIRequestContext, mobile: string) {
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

/**
 * Picks `date` in the date field `testId`: in the phone's calendar sheet, or in the desktop
 * pop-up (next month when needed).
 */
export async function pickDate(page: Page, testId: string, date: string) {
  // phones: a closing city sheet gives the focus back when its animation ends, which would close
  // a date popup opened before that
  await expect(page.locator('.city-drawer')).toHaveCount(0);
  await page.getByTestId(testId).locator('input').click();
  // the open one: a form with two date fields (a hotel's check-in and check-out) has two popups
  const popup = page.locator('.fs-date-popup:not(.ant-picker-dropdown-hidden)');
  const sheet = page.locator('.date-sheet .ant-drawer-content-wrapper:visible');
  await expect(popup.or(sheet)).toBeVisible();
  if (await sheet.isVisible()) {
    await sheet.locator(`button[data-date="${date}"]`).click();
    await expect(sheet).toBeHidden();
    return;
  }
  const cell = popup.locator(`td[title="${date}"]:not(.ant-picker-cell-disabled)`).first();
  // the calendar loads on first use: wait for its days before deciding to page to next month
  await expect(popup.locator('td.ant-picker-cell-in-view').first()).toBeVisible();
  if (!(await cell.isVisible())) await popup.locator('.ant-picker-header-next-btn').click();
  await cell.click();
  await expect(popup).toBeHidden();
}

/** Fills passenger `i` (name and ID number). */
export async function fillPassenger(page: Page, i: number, name: string, idNo: string) {
  await page.getByTestId('passenger-name').nth(i).fill(name);
  await page.getByTestId('passenger-idno').nth(i).fill(idNo);
  await page.getByTestId('passenger-idno').nth(i).blur();
}

/**
 * Submits the booking form (after checking that its terms, 火车票 or 汽车票预订须知, are a link to
 * read); returns the order number of the pay page it lands on.
 */
export async function submitOrder(page: Page): Promise<string> {
  const kind = new URL(page.url()).searchParams.get('train') === 'bus' ? 'bus' : 'train';
  const terms = page.locator('.book__agree a').last();
  await expect(terms).toHaveAttribute('href', `/bookingTerms?type=${kind}`);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/ticket\/pay\?orderNo=\d+/);
  return new URL(page.url()).searchParams.get('orderNo') as string;
}

/** QR code shown; the sandbox page (second tab) confirms; the first tab reports success. */
export async function payInSecondTab(page: Page, orderNo: string) {
  await expect(page.getByTestId('pay-qrcode')).toBeVisible();
  await expect(page.getByTestId('pay-countdown')).toHaveText(/^\d{2}:\d{2}$/);
  const codeUrl = new URL((await page.getByTestId('pay-link').getAttribute('href')) as string);
  const cashier = await page.context().newPage();
  await cashier.goto(codeUrl.pathname + codeUrl.search);
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('pay-success')).toContainText('支付成功', { timeout: 15_000 });
  await cashier.close();
  await expect(page).toHaveURL(new RegExp(`/orderDetail\\?orderNo=${orderNo}`));
}

/** The order shows 出票成功 with ticket numbers and seats matching `seat`, in detail and list. */
export async function expectTicketedWithSeats(
  page: Page,
  orderNo: string,
  seat: RegExp,
  n: number,
) {
  await expect(page.getByTestId('order-state')).toHaveText('出票成功', { timeout: 20_000 });
  await expect(page.getByTestId('ticket-no')).toHaveCount(n);
  const seats = page.getByTestId('seat-no');
  await expect(seats).toHaveCount(n);
  for (let i = 0; i < n; i += 1) await expect(seats.nth(i)).toHaveText(seat);
  await page.goto('/orderList');
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await expect(card.getByTestId('order-state')).toHaveText('出票成功');
  await expect(card.getByTestId('order-passengers')).toHaveText(
    new RegExp(`^乘车人：.*${seat.source.replace(/^\^|\$$/g, '')}`),
  );
  await card.getByTestId('order-detail-link').click();
  await expect(page).toHaveURL(new RegExp(`/orderDetail\\?orderNo=${orderNo}`));
  await expect(page.getByTestId('seat-no')).toHaveCount(n);
}

/**
 * Books an unpaid G1 北京南→上海虹桥 二等座 order `days` ahead for one adult passenger `name`
 * (born in `year`, a fresh ID number) through the API as the member of `token`.
 * @returns its order number.
 */
export async function bookG1(
  request: APIRequestContext,
  token: string,
  p: { name: string; year: number; days: number },
): Promise<string> {
  const created = await request.post('/api/train/order/retail/create', {
    headers: { token },
    data: {
      trainCode: 'G1',
      date: beijingDay(p.days),
      from: 'VNP',
      to: 'AOH',
      seatClass: 'O',
      passengers: [{ name: p.name, idType: '1', idNo: residentId(p.year) }],
      contact: { name: p.name, mobile: '13800138000' },
    },
  });
  return ((await created.json()) as { data: { orderNo: string } }).data.orderNo;
}
