import { expect, test } from '@playwright/test';
import { watchConsole } from './support';

test.describe('visa catalogue', () => {
  test('search 日本 in pinyin, open a product, switch the applicant type and the province', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto('/visa');
    await expect(page.getByTestId('visa-credits')).toContainText('以使馆最新要求为准');
    await expect(page.getByRole('button', { name: /泰国\s*免签60天/ })).toBeVisible();

    await page.getByTestId('visa-search').fill('riben');
    const tiles = page.getByTestId('visa-tile');
    await expect(tiles).toHaveCount(1);
    await expect(tiles.first()).toContainText('电子签');
    await tiles.first().click();
    await expect(page).toHaveURL(/\/visa\?country=JP$/);
    const product = page.getByTestId('visa-product').first();
    await expect(product).toContainText('日本旅游签证');
    await product.getByRole('link', { name: '上海' }).click();

    await expect(page).toHaveURL(/\/visa\/detail\?code=VJP01SHA$/);
    await expect(page.getByTestId('visa-fees')).toContainText('使馆签证费');
    const checklist = page.getByTestId('visa-checklist');
    await expect(checklist).toContainText('在职证明');
    await page.getByRole('button', { name: '退休', exact: true }).click();
    await expect(checklist).toContainText('退休证');
    await expect(checklist).not.toContainText('在职证明');
    await page.getByRole('button', { name: '学龄前儿童' }).click();
    await expect(checklist).toContainText('出生医学证明');
    await expect(page.getByLabel('年龄（周岁）')).toHaveValue('4');

    await page.getByLabel('省份').selectOption('44');
    const refusal = page.getByTestId('visa-district-refusal');
    await expect(refusal).toContainText('属于广州领区');
    await refusal.getByRole('link', { name: '查看广州领区产品' }).click();
    await expect(page).toHaveURL(/\/visa\/detail\?code=VJP01CAN$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('广州领区');
    expect(errors).toEqual([]);
  });
});
