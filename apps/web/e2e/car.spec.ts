import { expect, test } from '@playwright/test';
import { searchRentalsAt } from './car-support';
import { watchConsole } from './support';

const yuan = (text: string) => Math.round(Number(text.replace(/[¥,]/g, '')) * 100);

test.describe('self-drive rental search', () => {
  test('an SUV at 上海虹桥站 for 3 days: the all-in total is the sum of its breakdown', async ({
    page,
  }) => {
    test.setTimeout(30_000);
    const errors = watchConsole(page);
    await page.goto('/car');
    await searchRentalsAt(page, '上海虹桥站', '上海虹桥站店');
    await expect(page.getByText(/按3天计租/)).toBeVisible();

    const suv = page.getByRole('region', { name: 'SUV', exact: true });
    const offer = suv.getByRole('article').first();
    await expect(offer).toContainText('或同组车型');
    await offer.getByRole('button', { name: '费用明细' }).click();
    const lines = await offer.getByTestId('car-line').allTextContents();
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const total = yuan(await offer.getByTestId('car-total').innerText());
    expect(lines.map(yuan).reduce((a, b) => a + b, 0)).toBe(total);
    await expect(offer.getByRole('row', { name: /车辆租金.*3天/ })).toBeVisible();
    await expect(offer).toContainText('违章押金¥2000');

    // a filter asks again: only 7-seat cars remain
    await page
      .getByRole('group', { name: '座位' })
      .getByRole('button', { name: '7座及以上' })
      .click();
    await expect(page.getByRole('region', { name: 'SUV', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: '商务车/MPV' })).toBeVisible();

    await page.getByRole('tab', { name: '接送机站' }).click();
    await expect(page.getByRole('form', { name: '接送机站查询' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
