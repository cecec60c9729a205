import { expect, test } from '@playwright/test';
import { freshMobile, watchConsole } from './support';
import {
  beijingDay,
  expectTicketedWithSeats,
  fillPassenger,
  payInSecondTab,
  pickDate,
  residentId,
  smsLogin,
  submitOrder,
} from './rail-support';

test.describe('coach booking end to end', () => {
  test('SMS login, search 南京→上海 on the 汽车票 tab, book an adult and a child (儿童票, half fare), pay, ticketed with seats', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    const mobile = freshMobile();
    await page.goto('/login');
    await smsLogin(page, request, mobile);

    // the home page's 汽车票 tab leads to /train?type=bus
    await page.goto('/');
    await page.getByTestId('home-tab-bus').click();
    await expect(page.getByRole('form', { name: '汽车票搜索' })).toBeVisible();
    await page.goto('/train?type=bus');
    await page.getByTestId('bus-from').click();
    await page.getByRole('textbox', { name: '搜索城市' }).fill('nanjing');
    await page.getByRole('option').filter({ hasText: '南京' }).first().getByRole('button').click();
    await expect(page.getByTestId('bus-from')).toContainText('南京');
    await page.getByTestId('bus-to').click();
    await page
      .getByTestId('bus-city-panel')
      .getByRole('button', { name: '上海', exact: true })
      .click();
    await expect(page.getByTestId('bus-to')).toContainText('上海');
    const date = beijingDay(3);
    await pickDate(page, 'bus-date', date);
    await page.getByTestId('bus-search-submit').click();
    await expect(page).toHaveURL(new RegExp(`/train\\?type=bus&from=.*&date=${date}`));

    await expect(page.getByTestId('day-strip')).toBeVisible();
    const bookable = page
      .getByTestId('bus-item')
      .filter({ has: page.locator('[data-testid="bus-book"]:not([disabled])') })
      .first();
    await expect(bookable).toBeVisible();
    const full = Number(
      ((await bookable.locator('.price__num').textContent()) ?? '').replace(/[^\d.]/g, ''),
    );
    await bookable.getByTestId('bus-book').click();
    await expect(page).toHaveURL(/\/ticket\/book\?train=bus&scheduleId=/);

    await expect(page.getByTestId('schedule-summary')).toContainText('南京');
    await fillPassenger(page, 0, '赵大', residentId(1985));
    await page.getByTestId('add-passenger').click();
    await fillPassenger(page, 1, '赵小', residentId(new Date().getFullYear() - 9));
    await expect(page.getByText('该乘客可购买儿童票（6至14周岁儿童，半价）')).toBeVisible();
    await page.getByTestId('passenger-card').nth(1).getByText('儿童票', { exact: true }).click();
    await page.getByTestId('contact-name').fill('赵大');
    await expect(page.getByTestId('contact-mobile')).toHaveValue(mobile);
    const total = full * 1.5;
    const totalText = Number.isInteger(total) ? String(total) : total.toFixed(2);
    await expect(page.getByTestId('price-total').first()).toHaveText(`¥${totalText}`);
    const orderNo = await submitOrder(page);

    // coach seats are numbered at booking
    await expect(page.getByTestId('pay-order')).toContainText(
      /乘车人：赵大（成人票 \d+号座）、赵小（儿童票 \d+号座）/,
    );
    await payInSecondTab(page, orderNo);
    await expectTicketedWithSeats(page, orderNo, /^\d+号座$/, 2);
    expect(errors).toEqual([]);
  });
});

test.describe('coach booking by a visitor', () => {
  test('预订 opens the login overlay; after an SMS login the chosen departure is being booked', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    await page.goto(`/train?type=bus&from=南京&to=上海&date=${beijingDay(4)}`);
    const bookable = page
      .getByTestId('bus-item')
      .filter({ has: page.locator('[data-testid="bus-book"]:not([disabled])') })
      .first();
    const scheduleId = (await bookable.getAttribute('data-schedule-id')) as string;
    await bookable.getByTestId('bus-book').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await smsLogin(page, request, freshMobile());
    await expect(page).toHaveURL(
      new RegExp(`/ticket/book\\?train=bus&scheduleId=${scheduleId}&date=${beijingDay(4)}`),
    );
    await expect(page.getByTestId('schedule-summary')).toContainText('南京');
    expect(errors).toEqual([]);
  });
});
