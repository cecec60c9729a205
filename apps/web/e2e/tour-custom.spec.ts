import { expect, test } from '@playwright/test';
import { freshMobile, watchConsole } from './support';

// A visitor asks for a custom trip (定制游) on /travel/custom: a field left wrong is named in
// Chinese, then the request is answered at once with its number and the indicative price range
// per person, with the lines it came from (大交通, 住宿, 当地游玩/导游用车).
test('a visitor submits a custom trip request and sees the price range', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/travel/custom');
  await expect(page).toHaveTitle(/定制游/);
  await page.getByRole('button', { name: '+ 三亚' }).click();
  await expect(page.getByTestId('custom-destinations')).toHaveValue('三亚');
  await page.getByTestId('custom-from').fill('北京');
  await page.getByTestId('custom-children').fill('1');
  await page.getByText('导游', { exact: true }).click();
  await page.getByText('亲子', { exact: true }).click();
  await page.getByTestId('custom-contact').fill('赵女士');
  await page.getByTestId('custom-mobile').fill(freshMobile());
  await page.getByTestId('custom-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: '请阅读并同意' })).toBeVisible();
  await page.getByTestId('custom-consent').check();
  await page.getByTestId('custom-submit').click();
  await expect(page.getByTestId('custom-result')).toBeVisible();
  await expect(page.getByTestId('custom-request-no')).toHaveText(/^C\d{18}$/);
  await expect(page.getByTestId('custom-per-person')).toHaveText(/^¥\d+–¥\d+$/);
  await expect(page.getByTestId('custom-line-TRANSPORT')).toContainText('北京→三亚');
  await expect(page.getByTestId('custom-line-HOTEL')).toContainText('三亚');
  await expect(page.getByTestId('custom-line-LOCAL')).toContainText('导游');
  expect(errors).toEqual([]);
});
