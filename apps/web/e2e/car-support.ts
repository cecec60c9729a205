import { expect, type Page } from '@playwright/test';

/**
 * On /car: picks the pick-up store typed as `keyword` (the suggest's option named `store`) and
 * searches with the form's default period (tomorrow 10:00 to 3 days later); waits for the offers.
 */
export async function searchRentalsAt(page: Page, keyword: string, store: string): Promise<void> {
  const field = page.getByRole('textbox', { name: '取车地点' });
  // clicked before the app is up, the field is focused again once it is (routes.spec.ts)
  await expect(async () => {
    await field.click();
    await field.fill(keyword);
    await page
      .getByRole('list', { name: '取车地点候选' })
      .getByRole('button', { name: new RegExp(`^${store}`) })
      .click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(field).toHaveValue(store);
  await page.getByRole('button', { name: '搜索车辆' }).click();
  await expect(page.getByRole('region', { name: '租车报价' })).toBeVisible();
}
