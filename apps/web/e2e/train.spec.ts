import { expect, test, type Locator, type Page } from '@playwright/test';
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

/** Picks a city in the open station panel by typing its pinyin. */
async function pickStation(page: Page, field: string, pinyin: string, city: string) {
  await page.getByTestId(field).click();
  await page.getByRole('textbox', { name: '搜索车站' }).fill(pinyin);
  await page
    .getByRole('option')
    .filter({ hasText: new RegExp(`^${city}城市`) })
    .first()
    .getByRole('button')
    .click();
  await expect(page.getByTestId(field)).toContainText(city);
  await expect(page.getByTestId('station-panel')).toHaveCount(0);
}

/** The first train of the real timetable sample that sells 二等座 (G trains only). */
async function realGTrain(page: Page): Promise<Locator> {
  const train = page
    .locator('[data-testid="train-item"][data-real="true"][data-train-code^="G"]')
    .filter({
      has: page.locator('[data-testid="seat-offer"][data-seat-class="O"]:not([disabled])'),
    })
    .first();
  await expect(train).toBeVisible();
  return train;
}

test.describe('train booking end to end', () => {
  test('SMS login, search 上海→南京, a real G train in 二等座, two adults with seat letters, pay, ticketed with car and seat', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    const mobile = freshMobile();
    await page.goto('/login?type=train');
    await smsLogin(page, request, mobile);
    // the login overlay opened with type=train goes on to the train booking (site-spec §2)
    await expect(page).toHaveURL(/\/ticket\/book\?train=train$/);
    await expect(page.getByText('请先选择车次')).toBeVisible();

    await page.goto('/train');
    await pickStation(page, 'train-from', 'shanghai', '上海');
    await pickStation(page, 'train-to', 'nanjing', '南京');
    const date = beijingDay(3);
    await pickDate(page, 'train-date', date);
    await page.getByTestId('train-gd').click();
    await page.getByTestId('train-search-submit').click();
    await expect(page).toHaveURL(new RegExp(`/train\\?type=train&from=.*&date=${date}&gd=1`));
    await expect(page.getByTestId('route-title')).toContainText('上海 → 南京');
    await expect(page.getByTestId('day-strip')).toBeVisible();

    const train = await realGTrain(page);
    const trainCode = (await train.getAttribute('data-train-code')) as string;
    // the stop list on demand
    await train.getByTestId('stop-list-button').click();
    await expect(page.getByTestId('stop-list')).toBeVisible();
    await expect(page.getByTestId('stop-list').locator('tr.is-ride').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await train.locator('[data-testid="seat-offer"][data-seat-class="O"]').click();
    await expect(page).toHaveURL(
      new RegExp(`/ticket/book\\?train=train&trainCode=${trainCode}&date=${date}&.*seatClass=O`),
    );

    await expect(page.getByTestId('journey-summary')).toContainText(trainCode);
    await expect(page.getByTestId('journey-seat-class')).toHaveText('二等座');
    await fillPassenger(page, 0, '钱一', residentId(1980));
    await page.getByTestId('add-passenger').click();
    await fillPassenger(page, 1, '钱二', residentId(1982));
    await page.getByTestId('seat-1A').click();
    await page.getByTestId('seat-1B').click();
    await expect(page.getByTestId('seat-count')).toHaveText('2');
    await page.getByTestId('contact-name').fill('钱一');
    await expect(page.getByTestId('contact-mobile')).toHaveValue(mobile);
    await expect(page.getByTestId('price-total').first()).toHaveText(/^¥\d+(\.\d{2})?$/);
    const orderNo = await submitOrder(page);

    await expect(page.getByTestId('pay-order')).toContainText(trainCode);
    await expect(page.getByTestId('pay-order')).toContainText('乘车人：钱一（成人票');
    await payInSecondTab(page, orderNo);
    await expectTicketedWithSeats(page, orderNo, /^\d{2}车\d{2}[ABCDF]$/, 2);
    // a fresh train has the wished seats: A and B side by side
    const seats = await page.getByTestId('seat-no').allTextContents();
    expect(seats.map((s) => s.slice(-1)).sort()).toEqual(['A', 'B']);
    expect(new Set(seats.map((s) => s.slice(0, -1))).size).toBe(1);
    expect(errors).toEqual([]);
  });
});

test.describe('train booking by a visitor', () => {
  test('a seat class opens the login overlay; after an SMS login the chosen train is being booked', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    const date = beijingDay(4);
    await page.goto(`/train?type=train&from=上海&fromName=上海&to=南京&toName=南京&date=${date}`);
    const train = await realGTrain(page);
    const trainCode = (await train.getAttribute('data-train-code')) as string;
    await train.locator('[data-testid="seat-offer"][data-seat-class="O"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await smsLogin(page, request, freshMobile());
    await expect(page).toHaveURL(
      new RegExp(`/ticket/book\\?train=train&trainCode=${trainCode}&date=${date}`),
    );
    await expect(page.getByTestId('journey-summary')).toContainText(trainCode);
    expect(errors).toEqual([]);
  });
});

test('the train type filter lists its options in line, 普通 (no code after it) too', async ({
  page,
}, info) => {
  await page.goto(
    `/train?type=train&from=上海&fromName=上海&to=北京&toName=北京&date=${beijingDay(3)}`,
  );
  await expect(page.getByTestId('train-item').first()).toBeVisible();
  if (info.project.name === 'mobile') await page.locator('.m-filter-btn').click();
  else await page.getByRole('button', { name: /^车次类型/ }).click();
  const group = page.getByRole('group', { name: '车次类型' });
  await expect(group.getByText('普通')).toBeVisible();
  const lefts = await group
    .getByRole('checkbox')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
  // one column (the drop-down) or two (the phone's sheet): every box on a column's edge
  const columns = new Set(lefts);
  expect(lefts.length).toBeGreaterThanOrEqual(6);
  expect(columns.size).toBeLessThanOrEqual(2);
});
