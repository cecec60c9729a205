import { expect, test } from '@playwright/test';
import { freshMobile, watchConsole } from './support';

// A visitor asks for a group trip on /team (the default 北京⇄上海 round trip a month ahead) and
// gets at once the request number and the 参考价 computed from the site's fares.
test('a visitor submits a group request and sees the indicative price', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/team');
  await page.getByTestId('team-to-0').click();
  await page.getByTestId('city-panel').getByRole('button', { name: '广州', exact: true }).click();
  await expect(page.getByTestId('team-to-0')).toContainText('广州');
  await page.getByTestId('team-adults').fill('8');
  await page.getByTestId('team-children').fill('1');
  await page.getByTestId('team-org').fill('上海旅行科技有限公司');
  await page.getByTestId('team-contact').fill('王经理');
  await page.getByTestId('team-mobile').fill(freshMobile());
  await page.getByTestId('team-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: '人数' })).toBeVisible();
  await page.getByTestId('team-adults').fill('12');
  await page.getByTestId('team-submit').click();
  await expect(page.getByTestId('team-result')).toBeVisible();
  await expect(page.getByTestId('team-request-no')).toHaveText(/^G\d{18}$/);
  await expect(page.getByTestId('team-indicative')).toHaveText(/^¥[\d,]+/);
  await expect(page.getByTestId('team-result')).toContainText('参考价');
  await expect(page.getByTestId('team-result')).toContainText('广州');
  expect(errors).toEqual([]);
});
