import { expect, test } from '@playwright/test';
import { freshMobile, watchConsole } from './support';
import { beijingDay, residentId, smsLogin, submitOrder } from './rail-support';

/** How the server masks a document number: the first 3 and last 4 characters (maskIdNumber). */
const masked = (id: string) => `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`;

test.describe('saved passengers (常用旅客) end to end', () => {
  test("a login moves the browser's copy; a passenger added on /passengers is listed masked and books a coach", async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    const mobile = freshMobile();
    const kept = residentId(1975);
    const added = residentId(1990);

    // the passengers this browser kept before they moved to the server
    await page.goto('/login');
    const copyKey = `lvxing-frequent-passengers:${mobile}`;
    await page.evaluate(
      ({ key, idNo }) =>
        localStorage.setItem(
          key,
          JSON.stringify([{ name: '赵旧', idType: '1', idNo, birthDate: null }]),
        ),
      { key: copyKey, idNo: kept },
    );
    await smsLogin(page, request, mobile);
    await expect
      .poll(() =>
        page.evaluate((key) => localStorage.getItem(key), `lvxing-frequent-passengers:${mobile}`),
      )
      .toBeNull();

    await page.goto('/passengers');
    await expect(page.getByTestId('saved-passenger-item')).toHaveCount(1);
    await expect(page.getByTestId('saved-passenger-item')).toContainText(masked(kept));

    await page.getByTestId('add-saved-passenger').click();
    await page.getByTestId('editor-name').fill('钱新');
    await page.getByTestId('editor-idno').fill(added);
    await page.getByTestId('editor-mobile').fill('13912345678');
    await page.getByTestId('editor-save').click();
    await expect(page.getByText('常用旅客已保存')).toBeVisible();
    const item = page.getByTestId('saved-passenger-item').filter({ hasText: '钱新' });
    await expect(item.getByTestId('saved-passenger-idno')).toHaveText(masked(added));
    await expect(item).toContainText('139****5678');
    await expect(page.getByTestId('passenger-count')).toHaveText('2/50');
    // the full numbers are never in the page's text
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).not.toContain(added);
    expect(text).not.toContain(kept);

    // a coach booked for the saved passenger: picked from the chips, sent by id
    await page.goto(`/train?type=bus&from=南京&to=上海&date=${beijingDay(4)}`);
    const bookable = page
      .getByTestId('bus-item')
      .filter({ has: page.locator('[data-testid="bus-book"]:not([disabled])') })
      .first();
    await bookable.getByTestId('bus-book').click();
    await expect(page).toHaveURL(/\/ticket\/book\?train=bus&scheduleId=/);
    await page.getByTestId('saved-passengers').getByRole('button', { name: '钱新' }).click();
    await expect(page.getByTestId('saved-passenger-idno')).toHaveText(masked(added));
    await page.getByTestId('contact-name').fill('钱新');
    const orderNo = await submitOrder(page);

    await page.goto(`/orderDetail?orderNo=${orderNo}`);
    await expect(page.getByTestId('order-passenger')).toContainText(`钱新`);
    await expect(page.getByTestId('order-passenger')).toContainText(masked(added));
    expect((await page.locator('body').textContent()) ?? '').not.toContain(added);
    expect(errors).toEqual([]);
  });
});
